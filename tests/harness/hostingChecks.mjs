// @ts-check
/**
 * What a host of the built site must answer, checked over HTTP against any server of it (nginx with
 * deploy/nginx.conf, the preview server): every page of the sitemap with its own canonical URL, the 404
 * page with status 404 and the security headers, the cache policy, each redirect of `_redirects`, UTF-8
 * text, gzip, and the hosting files not served. The expectations come from the build's own files, so
 * one list of checks holds every host to the same answers.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { headersFor, parseHeaders, parseRedirects } from '../../lib/headersFile.mjs';

/** @typedef {{ name: string, ok: boolean, detail?: string, hostOwn?: string }} CheckResult */
/** @typedef {{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }} Answer */

/**
 * One request, no redirect followed, no decompression.
 * @param {string} base e.g. `http://127.0.0.1:8080`
 * @param {string} urlPath
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Answer>}
 */
function request(base, urlPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(urlPath, base), { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer for ${urlPath} in 15 s`)));
    req.on('error', reject);
  });
}

/** The `<loc>` URLs of the build's sitemap. */
function sitemapUrls(/** @type {string} */ dir) {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
}

/** The page's `<link rel="canonical">` URL, or undefined. */
function canonicalOf(/** @type {string} */ html) {
  const tag = /<link\b[^>]*\brel="canonical"[^>]*>/i.exec(html)?.[0];
  return tag ? /\bhref="([^"]*)"/i.exec(tag)?.[1] : undefined;
}

/** The path of the canonical URL of an HTML answer. */
const answerPath = (/** @type {Answer} */ a) => {
  const url = canonicalOf(a.body.toString('utf8'));
  return url ? new URL(url).pathname : undefined;
};

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of results. */
async function mapLimit(
  /** @type {any[]} */ items,
  /** @type {number} */ limit,
  /** @type {(x: any) => Promise<any>} */ fn,
) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Files in the build to probe: a fingerprinted asset, Markdown twins and llms.txt in both languages. */
function probes(/** @type {string} */ dir) {
  const js = fs.readdirSync(path.join(dir, 'static/js')).find((f) => f.endsWith('.js'));
  if (!js) throw new Error(`no JavaScript in ${dir}/static/js`);
  const md = ['/index.md', '/zh/index.md', '/guide/start/quick-start.md', '/zh/guide/start/quick-start.md'].filter(
    (p) => fs.existsSync(path.join(dir, p)),
  );
  const txt = ['/llms.txt', '/zh/llms.txt'].filter((p) => fs.existsSync(path.join(dir, p)));
  return { asset: `/static/js/${js}`, md, txt };
}

/**
 * A difference that is the host's own behaviour, which nothing in our files changes (docs-dev/deploy.md
 * lists each with its evidence): a failing check whose name matches `check`, with a problem that matches
 * `problem`, is reported, not failed.
 * @typedef {{ check: RegExp, problem: RegExp, why: string }} HostOwn
 */

/**
 * Every check against the server at `base` for the build in `dir`.
 * @param {string} base
 * @param {string} dir
 * @param {{ hostOwn?: HostOwn[] }} [options]
 * @returns {Promise<CheckResult[]>}
 */
export async function runHostingChecks(base, dir, { hostOwn = [] } = {}) {
  /** @type {CheckResult[]} */
  const results = [];
  /** @param {string} name @param {() => string | undefined | Promise<string | undefined>} fn a problem, or nothing */
  const check = async (name, fn) => {
    let problem;
    try {
      problem = await fn();
    } catch (error) {
      problem = /** @type {Error} */ (error).message;
    }
    const own = problem ? hostOwn.find((h) => h.check.test(name) && h.problem.test(problem)) : undefined;
    if (!problem) results.push({ name, ok: true });
    else if (own) results.push({ name, ok: true, detail: problem, hostOwn: own.why });
    else results.push({ name, ok: false, detail: problem });
  };
  const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));
  const security = Object.entries(headersFor(rules, '/')).filter(([n]) => n.toLowerCase() !== 'cache-control');
  const immutable = headersFor(rules, '/static/x.js')['Cache-Control'];
  const revalidate = headersFor(rules, '/')['Cache-Control'];
  /** Security headers missing or different in an answer. */
  const securityProblems = (/** @type {Answer} */ a) =>
    security
      .filter(([n, v]) => a.headers[n.toLowerCase()] !== v)
      .map(([n]) => `${n}: ${a.headers[n.toLowerCase()] ?? '(missing)'}`)
      .join('; ') || undefined;
  const expectStatus = (/** @type {Answer} */ a, /** @type {number} */ status) =>
    a.status === status ? undefined : `status ${a.status}, expected ${status}`;

  // Every page of the sitemap: 200, HTML in UTF-8, its own canonical URL.
  const urls = sitemapUrls(dir);
  const pages = await mapLimit(urls, 6, async (url) => {
    const p = new URL(url).pathname;
    try {
      return { url, answer: await request(base, p) };
    } catch (error) {
      return { url, error: /** @type {Error} */ (error).message };
    }
  });
  for (const { url, answer, error } of pages) {
    await check(`sitemap ${new URL(url).pathname}: 200 with its own canonical`, () => {
      if (error) return error;
      return (
        expectStatus(answer, 200) ??
        (answer.headers['content-type'] === 'text/html; charset=utf-8'
          ? undefined
          : `Content-Type ${answer.headers['content-type']}`) ??
        (canonicalOf(answer.body.toString('utf8')) === url
          ? undefined
          : `canonical ${canonicalOf(answer.body.toString('utf8'))}`)
      );
    });
  }

  // Unknown paths: the 404 page, status 404, the security headers, noindex, not cached for long.
  for (const p of ['/no-such-page', '/zh/no/such/page', '/static/js/no-such-file.js']) {
    await check(`unknown ${p}: 404 page with the security headers`, async () => {
      const a = await request(base, p);
      const body = a.body.toString('utf8');
      return (
        expectStatus(a, 404) ??
        securityProblems(a) ??
        (/<meta name="robots" content="noindex">/.test(body) ? undefined : 'the 404 page has no robots noindex') ??
        (a.headers['cache-control']?.includes('immutable') ? `Cache-Control ${a.headers['cache-control']}` : undefined)
      );
    });
  }

  // Cache policy and security headers on a fingerprinted asset, the home page and a page.
  const { asset, md, txt } = probes(dir);
  for (const [p, cache] of /** @type {[string, string | undefined][]} */ ([
    [asset, immutable],
    ['/', revalidate],
    ['/zh/guide/start/quick-start', revalidate],
  ])) {
    await check(`headers ${p}: security headers and Cache-Control ${cache}`, async () => {
      const a = await request(base, p);
      return (
        expectStatus(a, 200) ??
        securityProblems(a) ??
        (a.headers['cache-control'] === cache ? undefined : `Cache-Control ${a.headers['cache-control']}`)
      );
    });
  }

  // URL forms that reach the same page: served (nginx, the preview) or sent on to the page's URL with a
  // permanent redirect (Cloudflare Pages). A folder without a page: 404.
  for (const [p, page] of /** @type {[string, string][]} */ ([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/zh/index', '/zh/'],
    ['/zh/index.html', '/zh/'],
  ])) {
    await check(`URL ${p}: the page ${page}`, async () => {
      const a = await request(base, p);
      if (a.status === 301 || a.status === 308)
        return a.headers.location === page ? undefined : `${a.status} to ${a.headers.location}`;
      return expectStatus(a, 200) ?? (answerPath(a) === page ? undefined : `canonical ${answerPath(a)}`);
    });
  }
  await check('URL /static/: 404', async () => expectStatus(await request(base, '/static/'), 404));

  // A folder named without its slash: 308 to the URL its canonical link names (Cloudflare Pages' answer),
  // query kept, not a second URL for the same page.
  for (const p of ['/zh', '/blog', '/guide/start']) {
    for (const query of ['', '?x=1']) {
      await check(`folder ${p}${query}: 308 to ${p}/${query}`, async () => {
        const a = await request(base, `${p}${query}`);
        return (
          expectStatus(a, 308) ??
          (a.headers.location === `${p}/${query}` ? undefined : `Location ${a.headers.location ?? '(missing)'}`) ??
          securityProblems(a)
        );
      });
    }
  }

  // Each redirect of `_redirects`, under both slash forms of its path, with the security headers and
  // the pages' Cache-Control (a redirect-only folder such as /integrations/ has a `_headers` rule too).
  const redirects = parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'));
  const listed = new Set(redirects.map((r) => r.from));
  const otherForm = (/** @type {string} */ p) => (p.endsWith('/') ? p.slice(0, -1) : `${p}/`);
  const bothForms = redirects.flatMap((r) =>
    // the other form of `/x/` → `/x` is the page itself
    r.from === '/' || listed.has(otherForm(r.from)) || otherForm(r.from) === r.to.split('#')[0]
      ? [r]
      : [r, { ...r, from: otherForm(r.from) }],
  );
  for (const r of bothForms) {
    await check(`redirect ${r.from} → ${r.to} (${r.status})`, async () => {
      const a = await request(base, r.from);
      const location = a.headers.location ? new URL(a.headers.location, base) : undefined;
      const target = new URL(r.to, base);
      return (
        expectStatus(a, r.status) ??
        (location?.href === target.href ? undefined : `Location ${a.headers.location ?? '(missing)'}`) ??
        securityProblems(a) ??
        (a.headers['cache-control'] === revalidate
          ? undefined
          : `Cache-Control ${a.headers['cache-control'] ?? '(missing)'}`)
      );
    });
  }

  // Text in UTF-8: Markdown twins and llms.txt, the Chinese ones included.
  for (const [p, type] of [...md.map((p) => [p, 'text/markdown']), ...txt.map((p) => [p, 'text/plain'])]) {
    await check(`charset ${p}: ${type}; charset=utf-8`, async () => {
      const a = await request(base, p ?? '');
      return (
        expectStatus(a, 200) ??
        (a.headers['content-type'] === `${type}; charset=utf-8`
          ? undefined
          : `Content-Type ${a.headers['content-type']}`)
      );
    });
  }

  // gzip for text when the client asks for it.
  for (const p of ['/', asset, '/zh/llms.txt']) {
    await check(`gzip ${p}`, async () => {
      const a = await request(base, p, { 'accept-encoding': 'gzip' });
      return (
        expectStatus(a, 200) ??
        (a.headers['content-encoding'] === 'gzip' ? undefined : `Content-Encoding ${a.headers['content-encoding']}`) ??
        (/accept-encoding/i.test(String(a.headers.vary ?? '')) ? undefined : `Vary ${a.headers.vary ?? '(missing)'}`)
      );
    });
  }

  // The hosting files are not served.
  for (const p of ['/_headers', '/_redirects']) {
    await check(`not served ${p}: 404`, async () => {
      const a = await request(base, p);
      return expectStatus(a, 404) ?? securityProblems(a);
    });
  }
  return results;
}
