// @ts-check
/**
 * Reads the Netlify / Cloudflare Pages hosting files, `_headers` and `_redirects`, so our preview server
 * and the nginx recipe answer with the headers and redirects the CDN will send. Plain JavaScript:
 * `tests/harness/staticServer.mjs` runs without a compiler.
 */

/** The hosting files in the root of the output: instructions for the host, never served as pages. */
export const HOSTING_FILES = ['_headers', '_redirects'];

/** @typedef {{ pattern: string, headers: [string, string][] }} HeaderRule */

/**
 * Parses `_headers` text: a path pattern at the start of a line, then indented `Name: value` lines.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const i = line.indexOf(':');
      const rule = rules.at(-1);
      if (i > 0 && rule) rule.headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    } else {
      rules.push({ pattern: line.trim(), headers: [] });
    }
  }
  return rules;
}

/**
 * Whether a URL path matches a rule's pattern: `*` matches any run of characters (slashes too),
 * `:name` one path segment, everything else itself.
 * @param {string} pattern
 * @param {string} urlPath
 */
export function matchesPattern(pattern, urlPath) {
  const re = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${re}$`).test(urlPath);
}

/**
 * The headers for `urlPath`: every matching rule in order. A header named by two rules gets both
 * values joined with `, `, as Netlify and Cloudflare Pages do.
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Record<string, string>}
 */
export function headersFor(rules, urlPath) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, urlPath)) continue;
    for (const [name, value] of rule.headers) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

/** @typedef {{ from: string, to: string, status: number }} RedirectRule */

/**
 * Parses `_redirects` text: `from to [status]` per line (status 301 when absent, as on both hosts),
 * `#` comments and blank lines skipped. Only the plain form our build writes: no splats, placeholders,
 * query matches or forced (`301!`) rules.
 * @param {string} text
 * @returns {RedirectRule[]}
 */
export function parseRedirects(text) {
  /** @type {RedirectRule[]} */
  const rules = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    if (!from || !to || rest.length > 0 || !/^3\d\d$/.test(status)) {
      throw new Error(`_redirects line ${i + 1} is not "from to status": ${raw}`);
    }
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}
