import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** A plugin whose afterBuild notes which thread ran it, into which output folder. */
const notingPlugin = (name: string): RspressPlugin => ({
  name,
  afterBuild(config) {
    const dir = process.env.WHILE_RSPACK_BUILDS_TEST ?? '';
    fs.writeFileSync(path.join(dir, `thread-${threadId}-${name}`), String(config.outDir));
  },
});

/** Two of them. */
export const notingPlugins = (): RspressPlugin[] => [notingPlugin('a'), notingPlugin('b')];
