/**
 * What a first search fetches from a built site (docs-dev/search.md): the manifest, then the shards of
 * the query's terms and the text of the pages it shows, in gzip bytes, as the browser's engine asks for
 * them. Read by the byte budget (tests/build-output/searchBytes.test.ts) and `npm run bench:search`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SearchEngine } from '../../theme/logic/search/engine';
import type { SearchManifest } from '../../theme/logic/search/fragments';
import type { WordSegmenter } from '../../theme/logic/search/text';
import { diskReader, findIndexFiles } from './index';

/** The fetches of one query: the files (the manifest first) and their gzip bytes in all. */
export type QueryFetches = { query: string; files: string[]; gzip: number };

/** gzip size of each file read, kept: level 9, as `npm run bench:scale` counts. */
const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) =>
  gzipSizes.get(file) ??
  (gzipSizes.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length).get(file) as number);

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
