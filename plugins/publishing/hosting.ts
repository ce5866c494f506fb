/**
 * Hosting files for the output folder in the Netlify / Cloudflare Pages format: `_headers` (cache and
 * security headers) and `_redirects` (moved pages), written by {@link hostingPlugin}.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { filesUnder } from '../../lib/cacheFiles.mjs';
import { afterProductionBuild } from '../pluginKit';
import type { CspSources, Redirect } from './options';
import type { PublishingState } from './state';

/** Cache policy of fingerprinted files (their name changes with their content). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache policy of HTML and other unhashed files: keep, but ask the CDN whether it changed. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * `sha256-…` sources for every inline `<script>` in a page (Rspress writes two: the first-visit
 * language redirect and the dark-mode switch, which must run before paint). JSON data blocks are
 * not executed and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1] ?? '';
    const body = m[2] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    out.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return out;
}

/**
 * The Content-Security-Policy of the site. Scripts: our own files plus the hashed inline ones, no
 * `eval`. Styles allow inline because React prerenders `style="…"` attributes (CSS cannot run script,
 * so this is the usual trade-off). Media allows `blob:` for the video player's MediaSource streams.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, extra: CspSources = {}): string {
  const list = (...parts: (string[] | undefined)[]) => [...new Set(parts.flatMap((p) => p ?? []))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list(["'self'"], [...scriptHashes].sort(), extra.script)],
    ['style-src', list(["'self'", "'unsafe-inline'"], extra.style)],
    ['img-src', list(["'self'", 'data:'], extra.img)],
    ['font-src', list(["'self'", 'data:'], extra.font)],
    ['media-src', list(["'self'", 'blob:'], extra.media)],
    ['connect-src', list(["'self'"], extra.connect)],
    ['worker-src', list(["'self'", 'blob:'], extra.worker)],
    ['frame-src', extra.frame?.length ? list(extra.frame) : "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([k, v]) => `${k} ${v}`).join('; ');
}

/** Security headers every response gets. */
function securityHeaders(csp: string): [string, string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Older browsers ignore `frame-ancestors`; this says the same to them.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** A `_headers` rule: a path pattern (`*` matches anything) and the headers of matching responses. */
export type { HeaderRule } from '../../lib/headersFile.mjs';

import type { HeaderRule } from '../../lib/headersFile.mjs';

/**
 * The rules for an output folder whose top-level entries are `topLevel` (names, directories ending
 * in `/`). Netlify and Cloudflare join the values of a header set by two matching rules, so each
 * path gets exactly one `Cache-Control`: immutable for `static/` (Rspress fingerprints every file
 * there), revalidate for everything else, listed per top-level entry.
 */
export function headerRules(topLevel: string[], csp: string, immutableDirs: string[] = ['static']): HeaderRule[] {
  const rules: HeaderRule[] = [{ pattern: '/*', headers: securityHeaders(csp) }];
  for (const dir of immutableDirs) rules.push({ pattern: `/${dir}/*`, headers: [['Cache-Control', IMMUTABLE]] });
  rules.push({ pattern: '/', headers: [['Cache-Control', REVALIDATE]] });
  for (const entry of [...topLevel].sort()) {
    const isDir = entry.endsWith('/');
    const name = isDir ? entry.slice(0, -1) : entry;
    if (immutableDirs.includes(name)) continue;
    if (name.startsWith('_')) continue; // the hosting files themselves are not served
    rules.push({ pattern: isDir ? `/${name}/*` : `/${name}`, headers: [['Cache-Control', REVALIDATE]] });
  }
  return rules;
}

/**
 * The top-level entries the sources of `redirects` fall under, as `headerRules` takes them: `docs/` for
 * `/docs/x` and `/docs/`, `docs` for `/docs`. A redirect's answer gets the `_headers` rules of its path,
 * and a top-level folder with no file in the output would otherwise have no Cache-Control rule.
 */
export function redirectEntries(redirects: Redirect[]): string[] {
  const entries = redirects.flatMap(({ from }) => {
    const [first, ...rest] = from.split('/').slice(1);
    if (!first) return [];
    return rest.length > 0 ? [`${first}/`] : [first];
  });
  return [...new Set(entries)];
}

/** `_headers` text. */
export function renderHeaders(rules: HeaderRule[]): string {
  const head = '# Response headers for Netlify / Cloudflare Pages; generated by plugins/publishing at build time.\n';
  return `${head + rules.map((r) => `${r.pattern}\n${r.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}`).join('\n')}\n`;
}

/**
 * Each redirect under both spellings of its path, with and without the trailing slash (`/zh/plugin/plugins/`
 * and `/zh/plugin/plugins`), both to the same target. Cloudflare Pages matches `_redirects` exactly and,
 * for a path with no file behind it, does not add or drop the slash first, so the form a redirect does
 * not list answered 404. A form listed on its own is kept as written, and a form that is the target's own
 * path is left to the page.
 */
export function withBothSlashForms(redirects: Redirect[]): Redirect[] {
  const listed = new Set(redirects.map((r) => r.from));
  return redirects.flatMap((r) => {
    if (r.from === '/') return [r];
    const other = r.from.endsWith('/') ? r.from.slice(0, -1) : `${r.from}/`;
    // `/x/` → `/x` (a page answers `/x` only): the other form is the page itself.
    return listed.has(other) || other === r.to.split('#')[0] ? [r] : [r, { ...r, from: other }];
  });
}

/** `_redirects` text: `from to status`, one per line, each path in both slash forms. */
export function renderRedirects(redirects: Redirect[]): string {
  const head =
    '# Moved pages for Netlify / Cloudflare Pages; generated from plugins/publishing/site.ts and config/redirects.mjs at build time.\n';
  return `${
    head +
    withBothSlashForms(redirects)
      .map((r) => `${r.from} ${r.to} ${r.status}`)
      .join('\n')
  }\n`;
}

/**
 * The CDN's files: `_headers` (cache and security headers, a CSP listing the hash of every inline script
 * found in the output) and `_redirects`, once `othersWritten` settles: after every file the others wrote.
 */
export function hostingPlugin(
  { options }: PublishingState,
  othersWritten = async (): Promise<unknown> => undefined,
): RspressPlugin {
  return afterProductionBuild('mf-publishing-hosting', async (outDir) => {
    await othersWritten();
    const hashes = new Set<string>();
    for (const file of filesUnder(outDir).filter((f) => f.endsWith('.html')))
      for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(h);
    const csp = contentSecurityPolicy(hashes, options.csp);
    const topLevel = fs
      .readdirSync(outDir, { withFileTypes: true })
      .map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
    // Folders and names that exist only as redirects (`/integrations/…`): their answers get a policy too.
    for (const entry of redirectEntries(withBothSlashForms(options.redirects)))
      if (!topLevel.includes(entry)) topLevel.push(entry);
    fs.writeFileSync(path.join(outDir, '_headers'), renderHeaders(headerRules(topLevel, csp)));
    fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirects(options.redirects));
  });
}
