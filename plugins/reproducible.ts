/**
 * Reproducible output: the same tree gives the same files, byte for byte, with or without Rspack's
 * persistent cache (`node_modules/.cache`) and in any folder (docs-dev/performance.md, "Reproducible
 * builds"). Each setting below fixes one way the output used to differ; `npm test` compares a cold and a
 * warm build (tests/runners/reproducible.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * `import.meta.url` in a browser bundle: Rspack writes the module's absolute `file://` path there. The
 * one use in our client code is FlexSearch's worker fallback (`flexsearch.bundle.module.min.mjs`), which
 * the site never takes (it runs no workers), so the path of the build folder ended up in the search chunk.
 */
const BROWSER_IMPORT_META_URL = 'file:///.invalid/bundled-module.js';

/**
 * Folders under `node_modules` that builds write modules into: Rspress's preview plugin writes each live
 * example's module to `.rspress/virtual-demo/`, the federation plugin its fallbacks to `.federation/`.
 */
const GENERATED_DIRS = ['.rspress', '.federation'];

/**
 * Gives every file in those folders an inode of its own. A `node_modules` copied with hard links (`cp -al`,
 * as worktrees and `npm run bench:scale` do) shares these files with the tree it came from, and a build
 * rewrites them in place: one tree's build then compiled the live examples of another (an absolute path to
 * its `demos/consumer`), and gave another chunk graph.
 */
export function unshareGeneratedModules(nodeModules: string): void {
  for (const dir of GENERATED_DIRS) {
    const root = path.join(nodeModules, dir);
    if (!fs.existsSync(root)) continue;
    for (const name of fs.readdirSync(root, { recursive: true }) as string[]) {
      const file = path.join(root, name);
      const stat = fs.lstatSync(file);
      if (!stat.isFile() || stat.nlink < 2) continue;
      const copy = `${file}.${process.pid}.tmp`;
      fs.copyFileSync(file, copy);
      fs.renameSync(copy, file);
    }
  }
}

export function reproducibleBuild(nodeModules = path.join(import.meta.dirname, '..', 'node_modules')): RspressPlugin {
  return {
    name: 'mf-reproducible-build',
    config(config) {
      unshareGeneratedModules(nodeModules);
      return config;
    },
    builderConfig: {
      // Module and chunk ids computed from this build's graph alone. Rspack keeps the ids of the last build
      // it cached, to change fewer of them, so a warm build after a different tree gave chunks other ids
      // (`he`, `2`, `j` where a cold build of the same tree wrote `h`, `t`, `m`): other names, other
      // bytes in the entry and in every page that lists them.
      tools: { rspack: { incremental: { moduleIds: false, chunkIds: false } } },
      // Rspress keys Rspack's persistent cache on its own code only, so a page module compiled by an older
      // version of our remark and rehype plugins, or of the patches, would be reused: their code is part of the key.
      performance: {
        buildCache: {
          buildDependencies: [
            path.join(ROOT, 'rspress.config.ts'),
            ...['rspress-patches', 'plugins', 'lib', 'common'].map((dir) => `${path.join(ROOT, dir)}/`),
            path.join(ROOT, 'theme', 'plugin.ts'),
          ],
        },
      },
      environments: {
        web: { source: { define: { 'import.meta.url': JSON.stringify(BROWSER_IMPORT_META_URL) } } },
      },
    },
  };
}
