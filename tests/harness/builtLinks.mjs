// @ts-check
/**
 * Links of the built site that lead to a 404: every URL in an element attribute that a browser follows
 * or fetches (`href`, `src`, `srcset`, `action`, `poster`, `data`, …, in `a`, `link`, `area`, `img`,
 * `script`, `source`, `form`, …) of every HTML page, resolved the way the CDN (tests/harness/staticServer.mjs)
 * answers it. Theme-made links are included: the language switch, the sidebar, the 404 page's links.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveFile } from './staticServer.mjs';

/** Attributes whose value is one URL. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'poster', 'data', 'formaction', 'cite', 'background'];

/** Every `.html` file under `root`, as paths relative to it with `/` separators. */
function htmlFiles(/** @type {string} */ root) {
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'));
}

/** The URL path a page file is served at: `guide/x.html` → `/guide/x`, `guide/index.html` → `/guide/`. */
export const pageUrl = (/** @type {string} */ rel) =>
  `/${rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/**
 * The URLs an HTML text refers to, with the tag and attribute that hold them.
 * @param {string} html
 * @returns {{ tag: string, attribute: string, url: string }[]}
 */
export function urlsIn(html) {
  /** @type {{ tag: string, attribute: string, url: string }[]} */
  const out = [];
  // Scripts' and styles' bodies are not markup; drop them so URLs in their text are not read as attributes.
  const markup = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2></$1>');
  for (const tag of markup.matchAll(/<([a-zA-Z][\w-]*)\b([^>]*)>/g)) {
    const [, name = '', attrs = ''] = tag;
    for (const attr of attrs.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      const attribute = (attr[1] ?? '').toLowerCase();
      const value = (attr[3] ?? attr[4] ?? '').replace(/&amp;/g, '&');
      if (URL_ATTRIBUTES.includes(attribute)) out.push({ tag: name.toLowerCase(), attribute, url: value });
      else if (attribute === 'srcset' || attribute === 'imagesrcset')
        for (const candidate of value.split(','))
          out.push({ tag: name.toLowerCase(), attribute, url: candidate.trim().split(/\s+/)[0] ?? '' });
    }
  }
  return out;
}

/**
 * Links of the build in `root` to paths that answer 404, as `page: <tag attribute="url">` messages.
 * @param {string} root absolute output folder
 * @returns {{ dead: string[], checked: number, pages: number }}
 */
export function findDeadLinks(root) {
  const files = htmlFiles(root);
  /** @type {Map<string, boolean>} */
  const exists = new Map();
  /** @type {string[]} */
  const dead = [];
  let checked = 0;
  for (const rel of files) {
    if (rel === '404.html') continue; // served at every unknown path; its relative links are checked per path below
    const base = new URL(pageUrl(rel), 'http://site.invalid');
    for (const { tag, attribute, url } of urlsIn(fs.readFileSync(path.join(root, rel), 'utf8'))) {
      if (!url || url.startsWith('#') || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) continue;
      const target = new URL(url, base);
      const key = decodeURIComponent(target.pathname);
      checked += 1;
      if (!exists.has(key)) exists.set(key, resolveFile(root, key) !== null);
      if (!exists.get(key)) dead.push(`${pageUrl(rel)}: <${tag} ${attribute}="${url}"> answers 404`);
    }
  }
  return { dead, checked, pages: files.length };
}
