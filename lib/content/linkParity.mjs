// @ts-check
/**
 * Link parity: every link of an English page has its counterpart in the Chinese mirror. A Chinese page
 * reaches a page that exists only in English as `/en/<route>` followed by （英文） (CONTRIBUTING.md,
 * "Chinese"); anything else is the same URL. Translators drop links without noticing (a sentence is
 * rebuilt, a trailing "See [experiments](…)" falls away) and no link check sees a link that is missing.
 * Pure: no file system here.
 */

/**
 * @typedef {{ lang: 'en' | 'zh', route: string, key: string, rel: string }} LinkPage
 * @typedef {{ depth: number, id: string, line: number }} LinkHeading
 * @typedef {{ url: string, line: number }} PageLink
 * @typedef {{ headings: LinkHeading[], links: PageLink[] }} ParsedLinks
 */

/**
 * Where a link goes, written the same way on both sides: `/route#hash` for the site's pages (relative
 * paths resolved, `.html` and `/index` dropped, a Chinese page's `/en/` prefix taken off), the URL itself
 * for anything else. `english` tells whether the link was written with the `/en/` prefix.
 * @param {string} url
 * @param {string} route the route of the page the link is on
 * @returns {{ target: string, english: boolean }}
 */
export function linkTarget(url, route) {
  const raw = url.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) return { target: raw, english: false };
  const hashAt = raw.indexOf('#');
  let path = hashAt < 0 ? raw : raw.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : raw.slice(hashAt);
  if (path === '') path = route;
  else if (!path.startsWith('/')) {
    const base = route.endsWith('/') ? route : route.slice(0, route.lastIndexOf('/') + 1);
    const parts = [];
    for (const part of `${base}${path}`.split('/')) {
      if (part === '..') parts.pop();
      else if (part !== '.') parts.push(part);
    }
    path = parts.join('/');
  }
  const english = path.startsWith('/en/');
  if (english) path = path.slice(3);
  path = path.replace(/\.html$/, '').replace(/\/index$/, '/');
  return { target: `${path}${hash}`, english };
}

/**
 * The section of a page that holds a line: the number of `##`/`###` headings above it (0 for the text
 * before the first). The parity check keeps those headings equal in number and order in both languages,
 * so section n of the English page is section n of the Chinese one, whatever their ids.
 * @param {ParsedLinks} page
 * @param {number} line
 */
function sectionOf(page, line) {
  return page.headings.filter((h) => h.depth >= 2 && h.depth <= 3 && h.line <= line).length;
}

/**
 * The line where section n starts on a page (1 for the text before the first heading).
 * @param {ParsedLinks} page
 * @param {number} section
 */
function sectionLine(page, section) {
  return section === 0 ? 1 : (page.headings.filter((h) => h.depth >= 2 && h.depth <= 3)[section - 1]?.line ?? 1);
}

/**
 * @template {LinkPage} F
 * @param {F[]} files
 * @param {Map<string, ParsedLinks>} parsed
 * @param {readonly string[]} englishOnly routes that exist only in English (config/siteFacts.mjs)
 * @param {(file: F) => boolean} [only] which pages to report on
 * @returns {{ errors: string[], checked: number }}
 */
export function checkLinkParity(files, parsed, englishOnly, only = () => true) {
  /** @type {string[]} */
  const errors = [];
  let checked = 0;
  const zhByRoute = new Map(files.filter((f) => f.lang === 'zh').map((f) => [f.route, f]));
  for (const enFile of files) {
    if (enFile.lang !== 'en') continue;
    const zhFile = zhByRoute.get(enFile.route);
    const en = parsed.get(enFile.key);
    const zh = zhFile && parsed.get(zhFile.key);
    if (!zhFile || !en || !zh || !only(zhFile)) continue;
    // A link counts where the reader meets it: the same target in the same section. A page that keeps a
    // link in one section and drops it in another (the usual slip) is reported for the other.
    const sameSections =
      zh.headings.filter((h) => h.depth >= 2 && h.depth <= 3).length ===
      en.headings.filter((h) => h.depth >= 2 && h.depth <= 3).length;
    /** @param {number} section @param {string} target */
    const slot = (section, target) => (sameSections ? `${section} ${target}` : target);
    /** @type {Map<string, boolean[]>} how each target is written on the Chinese page, per section */
    const zhTargets = new Map();
    for (const link of zh.links) {
      const { target, english } = linkTarget(link.url, zhFile.route);
      const key = slot(sectionOf(zh, link.line), target);
      zhTargets.set(key, [...(zhTargets.get(key) ?? []), english]);
    }
    /** @type {Set<string>} */
    const seen = new Set();
    for (const link of en.links) {
      const { target } = linkTarget(link.url, enFile.route);
      const section = sectionOf(en, link.line);
      const key = slot(section, target);
      if (seen.has(key)) continue;
      seen.add(key);
      checked += 1;
      const path = target.startsWith('/') ? target.replace(/#.*$/, '') : null;
      const toEnglishOnly = path !== null && englishOnly.includes(path) && path !== enFile.route;
      const form = toEnglishOnly ? `[…](/en${target})（英文）` : `[…](${link.url.trim()})`;
      const written = zhTargets.get(key);
      const where = `${zhFile.rel}:${sameSections ? sectionLine(zh, section) : 1}`;
      if (!written) {
        errors.push(`${where}: no link to "${target}", which ${enFile.rel}:${link.line} has; add it as ${form}`);
      } else if (toEnglishOnly && !written.includes(true)) {
        errors.push(
          `${where}: the link to the English-only page "${target}" (${enFile.rel}:${link.line}) is written without /en; write ${form}`,
        );
      }
    }
  }
  return { errors, checked };
}
