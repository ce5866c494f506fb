import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pageRecords } from '../plugins/search/records.mjs';
import { buildIndexFile } from '../theme/logic/search/flexIndex';

/** The languages with a search index. */
export const SEARCH_LANGS = ['en', 'zh'] as const;

/** The prebuilt index of each language, as JSON: slow (it parses every page), so it runs in a worker. */
export function buildIndexJson(docsDir: string): Record<string, string> {
  return Object.fromEntries(
    SEARCH_LANGS.map((lang) => [lang, JSON.stringify(buildIndexFile(pageRecords(docsDir, lang)))]),
  );
}

const root = path.join(import.meta.dirname, '..');

/**
 * Everything the index files are made from: the pages, and the code and packages that turn them into
 * an index. Two builds with the same inputs write the same files, so the file names can carry this hash
 * before the files exist (the bundle needs the names), and the files can come from a cache.
 */
export const INDEX_INPUTS = [
  'theme/logic',
  'plugins/search/records.mjs',
  'scripts/content',
  'config/searchIndexFiles.ts',
  'package-lock.json',
];

/** Files under a path, sorted, with the pages' sources for `docs`. */
function filesOf(target: string): string[] {
  if (!fs.existsSync(target)) return [];
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => filesOf(path.join(target, e.name)));
}

/** Hash of the index inputs (pages under `docsDir`, indexing code, lockfile). */
export function indexInputsHash(docsDir: string): string {
  const hash = createHash('sha256');
  const add = (name: string, file: string) => hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  for (const file of INDEX_INPUTS.flatMap((p) => filesOf(path.join(root, p)))) add(path.relative(root, file), file);
  for (const file of filesOf(docsDir).filter((f) => /\.mdx?$/.test(f)))
    add(`docs:${path.relative(docsDir, file)}`, file);
  return hash.digest('hex');
}

/** `search_index.<lang>.<hash>.json` (SPEC §7) of each language for inputs with this hash. */
export function indexFileNames(inputsHash: string): Record<string, string> {
  return Object.fromEntries(
    SEARCH_LANGS.map((lang) => {
      const hash = createHash('sha256').update(lang).update(inputsHash).digest('hex').slice(0, 8);
      return [lang, `search_index.${lang}.${hash}.json`];
    }),
  );
}
