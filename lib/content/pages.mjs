// @ts-check
/** Finds the pages under docs/ and reads them once. */
import fs from 'node:fs';
import path from 'node:path';
import { parsePage } from './source.mjs';

/**
 * @typedef {'en' | 'zh'} Lang
 * @typedef {{ lang: Lang, route: string, key: string, file: string, rel: string, source: string }} PageFile
 * `route` is the route inside its language (`/guide/start/`), `key` the one the site serves (`/zh/guide/start/`).
 */

/** @param {string} docsDir @returns {PageFile[]} */
export function listPages(docsDir) {
  /** @type {PageFile[]} */
  const out = [];
  for (const lang of /** @type {Lang[]} */ (['en', 'zh'])) {
    const base = path.join(docsDir, lang);
    /** @param {string} dir @param {string} rel */
    const walk = (dir, rel) => {
      if (!fs.existsSync(dir)) return;
      for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (e.name.startsWith('_') || e.name.startsWith('.') || e.name === 'public') continue;
        const full = path.join(dir, e.name);
        if (e.isDirectory()) walk(full, `${rel}${e.name}/`);
        else if (/\.mdx?$/.test(e.name)) {
          const stem = e.name.replace(/\.mdx?$/, '');
          const route = `/${rel}${stem === 'index' ? '' : stem}`;
          out.push({
            lang,
            route,
            key: lang === 'en' ? route : `/zh${route}`,
            file: full,
            rel: path.relative(process.cwd(), full),
            source: fs.readFileSync(full, 'utf8'),
          });
        }
      }
    };
    walk(base, '');
  }
  return out;
}

/**
 * Parses every page; collects parse errors instead of stopping at the first.
 * @param {PageFile[]} files
 */
export function parseAll(files) {
  /** @type {Map<string, import('./source.mjs').Page>} */
  const parsed = new Map();
  /** @type {string[]} */
  const errors = [];
  for (const f of files) {
    try {
      parsed.set(f.key, parsePage(f.source, f.rel));
    } catch (error) {
      errors.push(/** @type {Error} */ (error).message);
    }
  }
  return { parsed, errors };
}
