import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';

/** A plugin whose afterBuild notes which thread ran it, into which output folder. */
export function notingPlugin(): RspressPlugin {
  return {
    name: 'noting',
    afterBuild(config) {
      const dir = process.env.WHILE_RSPACK_BUILDS_TEST ?? '';
      fs.writeFileSync(path.join(dir, `thread-${threadId}`), String(config.outDir));
    },
  };
}
