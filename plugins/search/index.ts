/**
 * The search build: passes the search configuration to the browser bundle, and ships the prebuilt
 * FlexSearch index of each language as `static/search_index.<lang>.<hash>.json` (cached immutably, like
 * all of `static/`). Indexing parses every page (about 1 s): it runs in a worker thread alongside
 * Rspack (./worker.mjs), or not at all when the inputs are cached. Rspress's own indexing is off
 * (`search: false` in rspress.config.ts).
 *
 * Remote mode is opt-in, chosen at build time (SPEC §7):
 *
 *   MF_SEARCH_MODE=remote MF_SEARCH_API_URL=https://search.example.com/search \
 *   MF_SEARCH_INDEXES=mf-docs,blog:Blog npm run build
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RspressPlugin } from '@rspress/core';
import type { RemoteIndex, SearchRuntimeConfig } from '../../theme/logic/search/types';
import { outDirOf } from '../pluginKit';
import { INDEX_FILE, indexFileName } from './indexFiles.mjs';

/** The languages with a search index. */
const SEARCH_LANGS = ['en', 'zh'] as const;

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
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s): RemoteIndex => {
      const [value = '', label] = s.split(':');
      return label ? { value, label } : value;
    });
  const current = env.MF_SEARCH_CURRENT_INDEX;
  return { mode: 'remote', apiUrl, searchIndexes, ...(current ? { currentIndex: current } : {}) };
}

const root = path.join(import.meta.dirname, '../..');
/** Everything the index files are made from besides the pages: the code and packages that index them. */
const INDEX_INPUTS = ['theme/logic', 'plugins/search', 'lib/content', 'package-lock.json'];

/** Files under a path, sorted. */
function filesOf(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => filesOf(path.join(target, e.name)));
}

/**
 * Hash of the index inputs (pages under `docsDir`, indexing code, lockfile). Two builds with the same
 * inputs write the same files, so the file names carry this hash before the files exist (the bundle
 * needs the names), and the files can come from a cache.
 */
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

/** The index JSON of each language: from `node_modules/.cache/mf-search` when cached, else built in a worker. */
async function indexFiles(docsDir: string, inputsHash: string): Promise<Record<string, string>> {
  const cached = path.join(root, 'node_modules/.cache/mf-search', `${inputsHash}.json`);
  try {
    return JSON.parse(await fsp.readFile(cached, 'utf8')) as Record<string, string>;
  } catch {
    const files = await new Promise<Record<string, string>>((resolve, reject) => {
      const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
        workerData: { docsDir, langs: SEARCH_LANGS },
      });
      worker.once('message', (json: Record<string, string>) => {
        resolve(json);
        void worker.terminate();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The search index worker stopped with code ${code}.`)));
    });
    await fsp.mkdir(path.dirname(cached), { recursive: true });
    await fsp.writeFile(`${cached}.tmp`, JSON.stringify(files));
    await fsp.rename(`${cached}.tmp`, cached);
    return files;
  }
}

/** The search plugin: started before Rspack, its index files awaited after it. */
export function searchPlugin(
  config: SearchRuntimeConfig = searchConfigFromEnv(),
  docsDir = path.join(root, 'docs'),
): RspressPlugin {
  const inputsHash = indexInputsHash(docsDir);
  const names = indexFileNames(inputsHash);
  let files: Promise<Record<string, string>> | undefined;
  return {
    name: 'mf-search',
    beforeBuild() {
      files = indexFiles(docsDir, inputsHash);
      // Awaited in afterBuild; a rejection until then is not unhandled.
      files.catch(() => undefined);
    },
    builderConfig: {
      source: { define: { __MF_SEARCH_CONFIG__: JSON.stringify(config), __MF_SEARCH_INDEX__: JSON.stringify(names) } },
    },
    async afterBuild(rspressConfig) {
      const staticDir = path.join(outDirOf(rspressConfig), 'static');
      await fsp.mkdir(staticDir, { recursive: true });
      // Older builds' files, and Rspress's titles-only file (written even with its search off).
      for (const old of await fsp.readdir(staticDir))
        if (INDEX_FILE.test(old) || old.startsWith('search_index.')) await fsp.rm(path.join(staticDir, old));
      const json = await (files ?? indexFiles(docsDir, inputsHash));
      for (const [lang, name] of Object.entries(names))
        await fsp.writeFile(path.join(staticDir, name), json[lang] ?? '');
    },
  };
}
