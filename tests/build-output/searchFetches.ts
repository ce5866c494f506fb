/**
 * What a first search fetches from a built site (docs-dev/search.md): the manifest, then the shards of
 * the query's terms and the text of the pages it shows, in gzip bytes, as the browser's engine asks for
 * them. Read by the byte budget (tests/build-output/searchBytes.test.ts) and `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { diskReader, findIndexFiles, writeIndex } from '../../plugins/search/index';
import { pageRecords } from '../../plugins/search/records';
import { buildIndex } from '../../theme/logic/search/build';
import { SearchEngine } from '../../theme/logic/search/engine';
import type { SearchManifest } from '../../theme/logic/search/fragments';
import type { WordSegmenter } from '../../theme/logic/search/text';

/** The fetches of one query: the files (the manifest first) and their gzip bytes in all. */
type QueryFetches = { query: string; files: string[]; gzip: number };

/** gzip size of each file read, kept (by name, size and time): level 9, as `npm run bench:scale` counts. */
const gzipSizes = new Map<string, number>();
/** @public (the first-search budget in tests/e2e/search.spec.ts counts the dialog's code with it) */
export function gzipSize(file: string): number {
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${file}\0${size}\0${mtimeMs}`;
  const known = gzipSizes.get(key) ?? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  gzipSizes.set(key, known);
  return known;
}

/** The fetches of each query, as a reader's first search in a fresh page of language `lang`. */
export function firstSearchFetches(
  siteDir: string,
  lang: string,
  queries: string[],
  segmenter?: WordSegmenter | null,
): QueryFetches[] {
  const index = findIndexFiles(siteDir).find((f) => f.lang === lang);
  if (!index) throw new Error(`No search index for "${lang}" in ${siteDir}.`);
  const manifest = JSON.parse(fs.readFileSync(index.file, 'utf8')) as SearchManifest;
  const read = diskReader(siteDir);
  return queries.map((query) => {
    const files = [index.file];
    const engine = new SearchEngine(
      manifest,
      (name) => {
        files.push(path.join(siteDir, 'static', name));
        return read(name);
      },
      segmenter,
    );
    engine.search(query);
    return { query, files, gzip: files.reduce((n, f) => n + gzipSize(f), 0) };
  });
}

/**
 * @public (read by tests/bench/search.mjs through jiti) The index of the docs copied `factor` times (each copy's routes under `/copy<k>/`, as
 * `npm run bench:scale` copies them), built in memory and written under `siteDir`: to measure a first
 * search at scale without building the site (`npm run bench:search -- --copies 5,20`).
 */
export function writeCopiedIndex(docsDir: string, siteDir: string, lang: 'en' | 'zh', factor: number) {
  const pages = pageRecords(docsDir, lang);
  const copies = Array.from({ length: factor }, (_, k) =>
    pages.map((p) => (k ? { ...p, routePath: p.routePath.replace(/^(\/zh)?\//, `$1/copy${k + 1}/`) } : p)),
  ).flat();
  fs.rmSync(path.join(siteDir, 'static'), { recursive: true, force: true });
  const built = buildIndex(copies, lang);
  writeIndex(path.join(siteDir, 'static'), `search_index.${lang}.00000000.json`, built);
  return { pages: copies.length, files: built.files.size };
}
