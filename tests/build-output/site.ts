/**
 * The production build as files: every page of the SPEC §2 route set (tests/fixtures/spec-routes.json)
 * and of the routes the site adds beyond it in both languages (`BEYOND_SPEC`), parsed once, with its source page under docs/. The build-output rules (pages.test.ts, files.test.ts)
 * loop over it; the folder is `RSPRESS_OUT_DIR` (as for the build and the e2e suite), `doc_build` by
 * default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parse as parseYaml } from 'yaml';
import { BEYOND_SPEC, servedPath } from '../../config/siteFacts.mjs';
import { EN, ZH } from '../fixtures/specRoutes.mjs';

export const outDir = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  throw new Error(`${outDir} holds no build: run \`npm run build\` first (or set RSPRESS_OUT_DIR)`);
}

export type Lang = 'en' | 'zh';
export const ROUTES: readonly string[] = [
  ...EN,
  ...ZH,
  ...BEYOND_SPEC.flatMap((route) => [servedPath('en', route), servedPath('zh', route)]),
];
const routeSet = new Set(ROUTES);

export const langOf = (route: string): Lang => (route.startsWith('/zh/') ? 'zh' : 'en');
export const isHome = (route: string) => route === '/' || route === '/zh/';

/** The HTML file Rspress writes for a clean route. */
export const htmlFile = (route: string) =>
  path.join(outDir, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
/** A file of the output, as text. */
export const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

/** The same page in the other language, if the specification has it. */
export function counterpart(route: string): string | undefined {
  const other = route.startsWith('/zh/') ? route.slice(3) : route === '/' ? '/zh/' : `/zh${route}`;
  return routeSet.has(other) ? other : undefined;
}
export const isRoute = (route: string) => routeSet.has(route);

const docs = new Map<string, Document>();
/** The prerendered document of a route (or of an output file such as `/404.html`), parsed once. */
export function doc(route: string): Document {
  let parsed = docs.get(route);
  if (!parsed) {
    const file = route.endsWith('.html') ? path.join(outDir, route) : htmlFile(route);
    parsed = new JSDOM(fs.readFileSync(file, 'utf8')).window.document;
    docs.set(route, parsed);
  }
  return parsed;
}

/** A `<meta>` of the head by `property` or `name`. */
export const meta = (d: Document, key: string) =>
  d.head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

/** The frontmatter of the route's source page under docs/. */
export function frontmatter(route: string): Record<string, unknown> {
  const lang = langOf(route);
  const inLang = lang === 'zh' ? route.slice(3) : route;
  const stem = path.join('docs', lang, inLang.endsWith('/') ? `${inLang}index` : inLang);
  const file = ['.mdx', '.md'].map((ext) => stem + ext).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`no source page for ${route} (${stem}.mdx)`);
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  return block ? (parseYaml(block) as Record<string, unknown>) : {};
}

/**
 * Runs a rule over every route and returns one line per offence (`route: what is wrong`), so that a
 * failing rule lists every offender in one message.
 */
export function offenders(routes: readonly string[], rule: (route: string) => string | string[] | undefined): string[] {
  return routes.flatMap((route) => {
    const found = rule(route);
    const list = found === undefined ? [] : Array.isArray(found) ? found : [found];
    return list.map((what) => `${route}: ${what}`);
  });
}
