/**
 * The search build: passes the search configuration to the browser bundle and ships the prebuilt index
 * of each language as `static/search_index.<lang>.<hash>.json` (cached immutably, like all of
 * `static/`). The hash is that of the inputs (pages, indexing code, lockfile), so the bundle names the
 * files before they exist and an unchanged site takes them from `node_modules/.cache/mf-search`.
 * Rspress's own indexing is off (`search: false` in rspress.config.ts).
 *
 * Remote mode is opt-in, chosen at build time (SPEC §7):
 *
 *   MF_SEARCH_MODE=remote MF_SEARCH_API_URL=https://search.example.com/search \
 *   MF_SEARCH_INDEXES=mf-docs,blog:Blog npm run build
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { buildIndexFile } from '../../theme/logic/search/engine';
import type { SearchRuntimeConfig } from '../../theme/logic/search/types';
import { outDirOf } from '../pluginKit';
import { pageRecords } from './records';

/** The languages with a search index. */
const SEARCH_LANGS = ['en', 'zh'] as const;
/** The name of every index file (language in group 1): the one place that spells it. */
const INDEX_FILE = /^search_index\.([a-z]{2}(?:-[a-z]+)?)\.[0-9a-f]+\.json$/i;
const indexFileName = (lang: string, hash: string) => `search_index.${lang}.${hash}.json`;

/** Reads the configuration from the environment; throws a message that says how to fix it. */
export function searchConfigFromEnv(env: Record<string, string | undefined> = process.env): SearchRuntimeConfig {
  const mode = env.MF_SEARCH_MODE ?? 'local';
  if (mode === 'local') return { mode: 'local' };
  if (mode !== 'remote') throw new Error(`MF_SEARCH_MODE is "${mode}"; use "local" (the default) or "remote".`);
  const apiUrl = env.MF_SEARCH_API_URL;
  if (!apiUrl)
    throw new Error(
      'MF_SEARCH_MODE=remote needs MF_SEARCH_API_URL, the URL of the search service (e.g. http://127.0.0.1:8787/search).',
    );
  const searchIndexes = (env.MF_SEARCH_INDEXES ?? 'mf-docs')
    .split(',')
    .map((s) => s.trim().split(':'))
    .filter(([value]) => value)
    .map(([value = '', label]) => (label ? { value, label } : value));
  const current = env.MF_SEARCH_CURRENT_INDEX;
  return { mode: 'remote', apiUrl, searchIndexes, ...(current ? { currentIndex: current } : {}) };
}

/**
 * The newest index file of each language in a built site (a build into a folder that held an older
 * build leaves the older index beside the new one). Read by the search service and the benchmark.
 */
export function findIndexFiles(siteDir: string): { lang: string; file: string }[] {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) throw new Error(`No search index in ${siteDir}: build the site first (\`npm run build\`).`);
  const newest = new Map<string, { lang: string; file: string; mtime: number }>();
  for (const name of fs.readdirSync(dir)) {
    const lang = INDEX_FILE.exec(name)?.[1];
    const file = path.join(dir, name);
    const mtime = lang ? fs.statSync(file).mtimeMs : 0;
    if (lang && (newest.get(lang)?.mtime ?? -1) < mtime) newest.set(lang, { lang, file, mtime });
  }
  return [...newest.values()].map(({ lang, file }) => ({ lang, file }));
}

const root = path.join(import.meta.dirname, '../..');
/** Everything the index files are made from besides the pages: the code and packages that index them. */
const INDEX_INPUTS = ['theme/logic', 'plugins/search', 'lib/content', 'package-lock.json'];

const filesOf = (target: string): string[] =>
  !fs.existsSync(target)
    ? []
    : fs.statSync(target).isFile()
      ? [target]
      : fs
          .readdirSync(target)
          .sort()
          .flatMap((name) => filesOf(path.join(target, name)));

/** Hash of the index inputs: the pages under `docsDir`, the indexing code and the lockfile. */
export function indexInputsHash(docsDir: string): string {
  const hash = createHash('sha256');
  const add = (name: string, file: string) => hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  for (const file of INDEX_INPUTS.flatMap((p) => filesOf(path.join(root, p)))) add(path.relative(root, file), file);
  for (const file of filesOf(docsDir).filter((f) => /\.mdx?$/.test(f)))
    add(`docs:${path.relative(docsDir, file)}`, file);
  return hash.digest('hex');
}

/** The index file name of each language for inputs with this hash. */
export function indexFileNames(inputsHash: string): Record<string, string> {
  const hashOf = (lang: string) => createHash('sha256').update(lang).update(inputsHash).digest('hex').slice(0, 8);
  return Object.fromEntries(SEARCH_LANGS.map((lang) => [lang, indexFileName(lang, hashOf(lang))]));
}

/** The search plugin: the names defined for the bundle, the files written once Rspack is done. */
export function searchPlugin(
  config: SearchRuntimeConfig = searchConfigFromEnv(),
  docsDir = path.join(root, 'docs'),
): RspressPlugin {
  const inputsHash = indexInputsHash(docsDir);
  const names = indexFileNames(inputsHash);
  return {
    name: 'mf-search',
    builderConfig: {
      source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config), __MF_SEARCH_INDEX__: JSON.stringify(names) } },
    },
    async afterBuild(rspressConfig) {
      const staticDir = path.join(outDirOf(rspressConfig), 'static');
      const cacheDir = path.join(root, 'node_modules/.cache/mf-search', inputsHash);
      fs.mkdirSync(staticDir, { recursive: true });
      // Older builds' files, and Rspress's titles-only file (written even with its search off).
      for (const old of fs.readdirSync(staticDir))
        if (old.startsWith('search_index.')) fs.rmSync(path.join(staticDir, old));
      for (const [lang, name] of Object.entries(names)) {
        const cached = path.join(cacheDir, name);
        if (!fs.existsSync(cached)) {
          fs.mkdirSync(cacheDir, { recursive: true });
          const json = JSON.stringify(buildIndexFile(pageRecords(docsDir, lang as 'en' | 'zh')));
          fs.writeFileSync(`${cached}.tmp`, json);
          fs.renameSync(`${cached}.tmp`, cached);
        }
        fs.copyFileSync(cached, path.join(staticDir, name));
      }
    },
  };
}
