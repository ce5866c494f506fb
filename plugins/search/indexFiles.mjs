// @ts-check
/**
 * The prebuilt index files' names, `static/search_index.<lang>.<hash>.json` (SPEC §7): made by the
 * search plugin, found by the search service and the benchmark. Plain JavaScript so scripts import it as is.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The name of one index file, and the pattern every one matches (language in group 1). */
export const indexFileName = (/** @type {string} */ lang, /** @type {string} */ hash) =>
  `search_index.${lang}.${hash}.json`;
export const INDEX_FILE = /^search_index\.([a-z]{2}(?:-[a-z]+)?)\.([0-9a-f]+)\.json$/i;

/**
 * The newest index file of each language in a built site (a build into a folder that held an older
 * build leaves the older index beside the new one).
 * @param {string} siteDir the built site (the folder holding `index.html` and `static/`)
 * @returns {{ lang: string, file: string }[]}
 */
export function findIndexFiles(siteDir) {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) throw new Error(`No search index in ${siteDir}: build the site first (\`npm run build\`).`);
  /** @type {Map<string, { lang: string, file: string, mtime: number }>} */
  const newest = new Map();
  for (const name of fs.readdirSync(dir)) {
    const lang = INDEX_FILE.exec(name)?.[1];
    if (!lang) continue;
    const file = path.join(dir, name);
    const mtime = fs.statSync(file).mtimeMs;
    if ((newest.get(lang)?.mtime ?? -1) < mtime) newest.set(lang, { lang, file, mtime });
  }
  return [...newest.values()].map(({ lang, file }) => ({ lang, file }));
}
