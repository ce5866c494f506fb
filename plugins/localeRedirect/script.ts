/**
 * The first-visit language redirect (SPEC §4: once, by the browser language, with the `rspress-visited`
 * flag), as the inline script Rspress 2.0.22 writes into every page's `<head>`
 * (`getInlineLocaleRedirectScript` in `dist/node/constants.js`), with three changes:
 * - the reader's `#hash` goes along with the query (upstream drops it: a deep link lost its place);
 * - it goes only to a page that exists in the target language (upstream swaps the prefix blindly: a page
 *   that exists in one language only ended on a 404, or bounced back through `_redirects`);
 * - on an address that is a page in no language (the 404 page) it does nothing and leaves the flag unset,
 *   so the page the 404 page's fallback opens, or the reader's next page, is the first visit.
 * Plain data in, a string out: `plugin.ts` feeds it the site's routes.
 */

/** The flag upstream stores after the first visit (SPEC §9); kept, so readers are not redirected twice. */
export const VISITED_KEY = 'rspress-visited';

export { routeKey } from '../../common/routeKey';

/** A prefix length as one letter (`a`…`z`, `A`…`Z`: 0 to 51). */
const lengthChar = (n: number) => String.fromCharCode(n < 26 ? 97 + n : 39 + n);

/**
 * Front coding of sorted keys: each as the length it shares with the one before (a letter) and the rest,
 * comma-separated. `/guide/basic/rspack,/guide/basic/runtime` → `a/guide/basic/rspack,nuntime`. About a
 * third of the plain list; the script decodes it in a few bytes.
 */
export function encodeRoutes(keys: Iterable<string>): string {
  const sorted = [...new Set(keys)].sort();
  let previous = '';
  return sorted
    .map((key) => {
      if (key.includes(',')) throw new Error(`a route with a comma cannot be encoded: ${key}`);
      let n = 0;
      while (n < 51 && n < key.length && n < previous.length && key[n] === previous[n]) n += 1;
      previous = key;
      return lengthChar(n) + key.slice(n);
    })
    .join(',');
}

/** The decoder the script carries, as a function of its own for the unit test. */
export function decodeRoutes(encoded: string): string[] {
  const out: string[] = [];
  let p = '';
  for (const x of encoded.split(',')) {
    const c = x.charCodeAt(0);
    p = p.slice(0, c > 96 ? c - 97 : c - 39) + x.slice(1);
    out.push(p);
  }
  return out;
}

export interface LocaleRedirectInput {
  defaultLang: string;
  /** The site's languages; every one but the default is a path prefix (`/zh/…`). */
  langs: readonly string[];
  /** The route keys ({@link routeKey}) of each language's pages, without the language prefix. */
  routes: Readonly<Record<string, readonly string[]>>;
}

/** JSON for an inline script: `<` escaped, so no `</script>` can close it early (as upstream does). */
const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The script. Routes found in every language are encoded once (`a`), each language's others apart (`x`).
 * Plain ES5 in one line, like upstream's, so every browser the site supports runs it before first paint.
 */
export function localeRedirectScript({ defaultLang, langs, routes }: LocaleRedirectInput): string {
  const sets = langs.map((l) => new Set(routes[l] ?? []));
  const common = [...(sets[0] ?? [])].filter((r) => sets.every((s) => s.has(r)));
  const own: Record<string, string> = {};
  langs.forEach((l, i) => {
    const rest = [...(sets[i] ?? [])].filter((r) => !common.includes(r));
    if (rest.length) own[l] = encodeRoutes(rest);
  });
  return [
    '{',
    `var d=${inline(defaultLang)},L=${inline(langs)},A=${inline(encodeRoutes(common))},X=${inline(own)};`,
    // decode: front-coded keys → array
    'var D=function(e){var o=[],p="";if(e)e.split(",").forEach(function(x){var c=x.charCodeAt(0);p=p.slice(0,c>96?c-97:c-39)+x.slice(1);o.push(p)});return o};',
    'var has=function(g,k){return D(A).indexOf(k)>-1||D(X[g]||"").indexOf(k)>-1};',
    'if(!/bot|spider|crawl|lighthouse/i.test(navigator.userAgent)){',
    `var F=${inline(VISITED_KEY)};`,
    'try{',
    'if(!localStorage.getItem(F)){',
    'var l=location,p=l.pathname,s=p.split("/").filter(Boolean),c=L.indexOf(s[0])>-1&&s[0]!==d?s[0]:d,',
    // the path inside its language, and its route key
    'b=c===d?p:p.slice(c.length+1)||"/",k=b.replace(/\\.html$/,"").replace(/\\/index$/,"/");',
    'if(k.length>1&&k.slice(-1)==="/")k=k.slice(0,-1);',
    // a page in no language (the 404 page): not a first visit yet
    'if(has(c,k)){',
    'localStorage.setItem(F,"1");',
    'var t=(navigator.language||"").split("-")[0];',
    'if(L.indexOf(t)>-1&&t!==c&&has(t,k))',
    'l.replace((t===d?"":"/"+t)+(b.charAt(0)==="/"?b:"/"+b)+l.search+l.hash)',
    '}}',
    // storage that throws (privacy mode): no redirect, as upstream would stop there too
    '}catch(e){}',
    '}}',
  ].join('');
}
