// @ts-check
/**
 * Internal links and #anchors: every `/path` resolves to a page of the same language (or a public
 * asset), and every `#anchor` to a heading id of its target. Rspress checks dead links too, but names
 * only the file; this names file and line, and checks anchors across pages.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {import('./pages.mjs').PageFile[]} files
 * @param {Map<string, import('./source.mjs').Page>} parsed
 * @param {string} docsDir
 * @param {(file: import('./pages.mjs').PageFile) => boolean} [only] which pages to report on
 * @returns {{ errors: string[], checked: number }}
 */
export function checkLinks(files, parsed, docsDir, only = () => true) {
  const byKey = new Map(files.map((f) => [f.key, f]));
  /** @type {string[]} */
  const errors = [];
  let checked = 0;
  for (const file of files) {
    const page = parsed.get(file.key);
    if (!page || !only(file)) continue;
    for (const link of page.links) {
      const url = link.url.trim();
      if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) continue;
      checked += 1;
      const [rawPath = '', rawHash] = url.split('#');
      const hash = rawHash === undefined ? null : decodeURIComponent(rawHash);
      let targetKey = file.key;
      if (rawPath) {
        let p = rawPath.split('?')[0] ?? '';
        if (!p.startsWith('/'))
          p = path.posix.join(file.route.endsWith('/') ? file.route : `${path.posix.dirname(file.route)}/`, p);
        if (fs.existsSync(path.join(docsDir, 'public', p)) && !p.endsWith('/')) continue;
        p = p.replace(/\.html$/, '').replace(/\/index$/, '/');
        if (p.startsWith('/zh/') || p === '/zh') {
          errors.push(
            `${file.rel}:${link.line}: link "${url}" carries the language prefix; write "${p.slice(3) || '/'}", Rspress adds /zh on Chinese pages`,
          );
          continue;
        }
        // A Chinese page links to a page that exists only in English as `/en/…` (Rspress then leaves out
        // the /zh prefix) followed by 「（英文）」; CONTRIBUTING.md, "Chinese", describes the pattern.
        const toEnglish = p.startsWith('/en/');
        if (toEnglish) {
          p = p.slice(3);
          if (file.lang === 'en') {
            errors.push(`${file.rel}:${link.line}: link "${url}" carries the language prefix; write "${p}"`);
            continue;
          }
          if (byKey.has(`/zh${p}`)) {
            errors.push(
              `${file.rel}:${link.line}: link "${url}" goes to the English page although /zh${p} exists; write "${p}"`,
            );
            continue;
          }
        }
        targetKey = file.lang === 'en' || toEnglish ? p : `/zh${p}`;
        if (!byKey.has(targetKey)) {
          const other = byKey.has(file.lang === 'en' ? `/zh${p}` : p);
          errors.push(
            `${file.rel}:${link.line}: dead link "${url}": no page ${targetKey}${other ? (file.lang === 'en' ? ' (it exists in Chinese only)' : ` (it exists in English only: link "/en${p}" and add （英文）)`) : ''}`,
          );
          continue;
        }
      }
      if (hash) {
        const target = parsed.get(targetKey);
        if (target && !target.headings.some((h) => h.id === hash)) {
          const ids = target.headings.filter((h) => h.depth >= 2).map((h) => h.id);
          errors.push(
            `${file.rel}:${link.line}: dead anchor "${url}": ${targetKey} has no heading with id "${hash}" (ids: ${ids.slice(0, 12).join(', ') || 'none'})`,
          );
        }
      }
    }
  }
  return { errors, checked };
}
