// @ts-check
/**
 * A static file server that answers like the CDN we deploy to: `/x` → `x.html`, `/x/` → `x/index.html`,
 * `/x.html` and `/x/index` reach the same page, and anything else gets `404.html` with status 404. The
 * hosting files (`_headers`, `_redirects`) are instructions, not pages: never served, optionally obeyed.
 * Text files are sent gzip-compressed to clients that accept it, as every CDN does (without it,
 * Lighthouse timed the download of uncompressed HTML and JS and reported a slower site than visitors get).
 * Used by `npm run preview`, the e2e tests and the benchmarks; it binds to 127.0.0.1 only.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { HOSTING_FILES, headersFor, parseHeaders, parseRedirects } from '../../lib/headersFile.mjs';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
});

/** Types a CDN compresses: text. Images, video and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

/** The last gzip of each path's body: the suites load the same chunks hundreds of times. */
const gzipCache = new Map();
/** `body` gzipped, compressed again only when the path's bytes changed. */
function gzipped(/** @type {string} */ key, /** @type {Buffer} */ body) {
  const hit = gzipCache.get(key);
  if (hit?.body.equals(body)) return hit.gz;
  const gz = zlib.gzipSync(body);
  gzipCache.set(key, { body, gz });
  return gz;
}

/** Whether a request's `Accept-Encoding` allows gzip (`gzip;q=0` refuses it). */
export function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return name.trim().toLowerCase() === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Maps a URL path to a file inside `root`, or null when nothing matches.
 * @param {string} root absolute output folder
 * @param {string} urlPath decoded path, starting with `/`
 */
export function resolveFile(root, urlPath) {
  const clean = path.posix.normalize(urlPath);
  if (clean.includes('\0') || clean.split('/').includes('..')) return null;
  if (HOSTING_FILES.some((name) => clean === `/${name}`)) return null;
  const candidates = clean.endsWith('/')
    ? [`${clean}index.html`]
    : [clean, `${clean}.html`, clean.endsWith('/index') ? `${clean}.html` : `${clean}/index.html`];
  for (const c of candidates) {
    const full = path.join(root, c);
    if (!full.startsWith(root)) continue;
    try {
      if (fs.statSync(full).isFile()) return full;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/**
 * Reads a single `Range: bytes=a-b` header (the only form browsers send for media).
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | 'invalid' | null} null when absent or not a bytes range
 */
export function parseRange(header, size) {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start;
  let end;
  if (m[1] === '') {
    // suffix range: the last N bytes
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * @param {{ root: string, port?: number, headers?: (urlPath: string, file: string | null) => Record<string, string>, hostingHeaders?: boolean, hostingRedirects?: boolean }} options
 * `hostingHeaders`: also send what the output folder's `_headers` file (Netlify / Cloudflare Pages
 * format) gives each path, as the CDN will; off by default. `hostingRedirects`: answer the paths its
 * `_redirects` file lists with their redirect (matched exactly, as Cloudflare Pages does), and a folder
 * named without its trailing slash with a 308 to it (as Cloudflare Pages does); off by default.
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, server: http.Server }>}
 */
export function startServer({ root, port = 0, headers, hostingHeaders = false, hostingRedirects = false }) {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absRoot, 'index.html'))) {
    throw new Error(`No built site in ${absRoot}: run \`npm run build\` first.`);
  }
  const headersFile = path.join(absRoot, '_headers');
  if (hostingHeaders && !fs.existsSync(headersFile)) {
    throw new Error(`No _headers file in ${absRoot}: the publishing plugin writes it during \`npm run build\`.`);
  }
  const rules = hostingHeaders ? parseHeaders(fs.readFileSync(headersFile, 'utf8')) : [];
  const redirectsFile = path.join(absRoot, '_redirects');
  if (hostingRedirects && !fs.existsSync(redirectsFile)) {
    throw new Error(`No _redirects file in ${absRoot}: the publishing plugin writes it during \`npm run build\`.`);
  }
  const redirects = new Map(
    (hostingRedirects ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8')) : []).map((r) => [r.from, r]),
  );
  const server = http.createServer((req, res) => {
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const redirect = redirects.get(urlPath);
    if (redirect) {
      const extra = {
        ...(hostingHeaders ? headersFor(rules, urlPath) : {}),
        ...(headers ? headers(urlPath, null) : {}),
      };
      res.writeHead(redirect.status, { Location: redirect.to, 'Content-Length': 0, ...extra }).end();
      return;
    }
    const file = resolveFile(absRoot, urlPath);
    // As Cloudflare Pages (and deploy/nginx.conf) answer a folder named without its slash: 308 to `/x/`.
    if (hostingRedirects && file?.endsWith(`${path.sep}index.html`) && !/\/(index(\.html)?)?$/.test(urlPath)) {
      const search = new URL(req.url ?? '/', 'http://x').search;
      res
        .writeHead(308, {
          Location: `${urlPath}/${search}`,
          'Content-Length': 0,
          ...(hostingHeaders ? headersFor(rules, urlPath) : {}),
        })
        .end();
      return;
    }
    const status = file ? 200 : 404;
    const target = file ?? path.join(absRoot, '404.html');
    const hosting = hostingHeaders ? headersFor(rules, urlPath) : {};
    // A missing file is not cached by the path's policy: a 404 under /static/ kept for a year would
    // outlive the deploy that adds the file (nginx: Cache-Control without `always`).
    if (!file) delete hosting['Cache-Control'];
    const extra = { ...hosting, ...(headers ? headers(urlPath, file) : {}) };
    fs.readFile(target, (err, body) => {
      if (err) {
        res.writeHead(500).end('Read error');
        return;
      }
      const type = TYPES[path.extname(target)] ?? 'application/octet-stream';
      // Byte ranges, as CDNs answer them: media elements seek with them.
      const range = file ? parseRange(req.headers.range, body.length) : null;
      if (range === 'invalid') {
        res.writeHead(416, { 'Content-Range': `bytes */${body.length}`, ...extra }).end();
        return;
      }
      if (range) {
        const part = body.subarray(range.start, range.end + 1);
        res.writeHead(206, {
          'Content-Type': type,
          'Content-Length': part.length,
          'Content-Range': `bytes ${range.start}-${range.end}/${body.length}`,
          'Accept-Ranges': 'bytes',
          ...extra,
        });
        res.end(req.method === 'HEAD' ? undefined : part);
        return;
      }
      const compress = COMPRESSIBLE.test(type);
      const gzip = compress && acceptsGzip(String(req.headers['accept-encoding'] ?? ''));
      const sent = gzip ? gzipped(target, body) : body;
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': sent.length,
        'Accept-Ranges': 'bytes',
        ...(compress ? { Vary: 'Accept-Encoding' } : {}),
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
        ...extra,
      });
      res.end(req.method === 'HEAD' ? undefined : sent);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        port: actual,
        server,
        close: () => new Promise((r) => server.close(() => r(undefined))),
      });
    });
  });
}
