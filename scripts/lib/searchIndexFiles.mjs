// @ts-check
/** Finds the search index files Rspress wrote into a built site: `static/search_index[.<version>].<lang>.<hash>.json`. */
import fs from 'node:fs';
import path from 'node:path';

const NAME = /^search_index(?:\.([^.]+))?\.([a-z]{2}(?:-[a-z]+)?)\.([0-9a-f]+)\.json$/i;

/**
 * @param {string} siteDir the built site (the folder holding `index.html` and `static/`)
 * @returns {{ lang: string, version: string, file: string }[]}
 */
export function findIndexFiles(siteDir) {
  const dir = path.join(siteDir, 'static');
  if (!fs.existsSync(dir)) throw new Error(`No search index in ${siteDir}: build the site first (\`npm run build\`).`);
  const all = fs
    .readdirSync(dir)
    .map((name) => ({ name, m: NAME.exec(name) }))
    .filter((x) => x.m !== null)
    .map(({ name, m }) => ({
      lang: /** @type {RegExpExecArray} */ (m)[2] ?? '',
      version: /** @type {RegExpExecArray} */ (m)[1] ?? '',
      file: path.join(dir, name),
    }));
  // A build into a folder that held an older build leaves the older index beside the new one: keep the newest.
  /** @type {Map<string, { lang: string, version: string, file: string }>} */
  const newest = new Map();
  for (const f of all) {
    const key = `${f.version}###${f.lang}`;
    const cur = newest.get(key);
    if (!cur || fs.statSync(f.file).mtimeMs > fs.statSync(cur.file).mtimeMs) newest.set(key, f);
  }
  return [...newest.values()];
}
