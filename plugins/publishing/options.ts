/** Options of the publishing plugin, checked once when the config loads. */

/** One language of the site as search engines and social networks see it. */
export interface PublishingLocale {
  /** Rspress language code, e.g. `en`, `zh`. */
  lang: string;
  /** `hreflang` value (BCP 47), e.g. `en`, `zh`. */
  hreflang: string;
  /** Open Graph locale, e.g. `en_US`, `zh_CN`. */
  ogLocale: string;
}

/** A moved page: requests for `from` are sent to `to`. */
export interface Redirect {
  from: string;
  to: string;
  /** 301 for a permanent move, 302 when the target may change (e.g. a missing translation). */
  status: 301 | 302;
}

/** Sources the Content-Security-Policy allows on top of `'self'`. */
export interface CspSources {
  connect?: string[];
  img?: string[];
  media?: string[];
  frame?: string[];
  font?: string[];
  style?: string[];
  script?: string[];
  worker?: string[];
}

export interface PublishingOptions {
  /** Origin the site is served from, e.g. `https://module-federation.io` (no trailing slash, no path). */
  siteOrigin: string;
  /** Site name: title suffix (`<page> | <site>`), `og:site_name`, card header. */
  siteTitle: string;
  /** The language `x-default` points to; must be one of `locales`. */
  defaultLang: string;
  locales: PublishingLocale[];
  /** The section (top navigation entry) a page belongs to, in the page's language, for its card. */
  sectionOf: (routePath: string, lang: string) => string | undefined;
  /** The card's section label when `sectionOf` has none (e.g. the home page). */
  fallbackSection: Record<string, string>;
  redirects: Redirect[];
  csp: CspSources;
  /** Where generated cards are cached between builds. */
  cacheDir: string;
}

/** Thrown for an option that cannot work; the message quotes the value and says how to fix it. */
class PublishingOptionsError extends Error {
  override name = 'PublishingOptionsError';
}

const fail = (what: string, value: unknown, fix: string): never => {
  throw new PublishingOptionsError(`[publishing] ${what} is ${JSON.stringify(value)}: ${fix}`);
};

/** Checks the options and returns them; throws `PublishingOptionsError` with a fix for bad values. */
export function validatePublishingOptions(options: PublishingOptions): PublishingOptions {
  let origin: URL | undefined;
  try {
    origin = new URL(options.siteOrigin);
  } catch {
    fail('siteOrigin', options.siteOrigin, 'it must be an absolute URL with protocol, such as "https://example.com".');
  }
  if (origin && (origin.pathname !== '/' || options.siteOrigin.endsWith('/') || origin.search || origin.hash)) {
    fail(
      'siteOrigin',
      options.siteOrigin,
      'it must be an origin only, without path or trailing slash, such as "https://example.com".',
    );
  }
  if (origin && origin.protocol !== 'https:') {
    fail('siteOrigin', options.siteOrigin, 'search engines and social networks expect "https://" URLs.');
  }
  if (!options.siteTitle.trim())
    fail('siteTitle', options.siteTitle, 'give the site name shown after each page title.');
  if (options.locales.length === 0) fail('locales', options.locales, 'list at least one language.');
  for (const l of options.locales) {
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(l.hreflang))
      fail(`locales["${l.lang}"].hreflang`, l.hreflang, 'use a BCP 47 code such as "en" or "zh-CN".');
    if (!/^[a-z]{2,3}_[A-Z]{2}$/.test(l.ogLocale))
      fail(`locales["${l.lang}"].ogLocale`, l.ogLocale, 'use the Open Graph form language_TERRITORY, such as "en_US".');
  }
  if (!options.locales.some((l) => l.lang === options.defaultLang)) {
    fail(
      'defaultLang',
      options.defaultLang,
      `it must be one of ${options.locales.map((l) => `"${l.lang}"`).join(', ')}.`,
    );
  }
  const seen = new Set<string>();
  for (const r of options.redirects) {
    if (!r.from.startsWith('/')) fail('redirects[].from', r.from, 'it must be a site path starting with "/".');
    if (!r.to.startsWith('/') && !/^https:\/\//.test(r.to))
      fail('redirects[].to', r.to, 'it must be a site path starting with "/" or an https:// URL.');
    if (r.from === r.to) fail('redirects[].to', r.to, `it equals "from", which would loop.`);
    if (seen.has(r.from)) fail('redirects[].from', r.from, 'it is listed twice; keep one entry per path.');
    seen.add(r.from);
  }
  for (const [kind, list] of Object.entries(options.csp)) {
    for (const src of list ?? []) {
      if (/[;,\s]/.test(src)) fail(`csp.${kind}[]`, src, 'a source is one token without spaces, commas or semicolons.');
    }
  }
  return options;
}
