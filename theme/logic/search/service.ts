/**
 * The search service's answers (docs-dev/search.md, SPEC §7): the remote protocol of ./protocol.ts, from a
 * request's method and URL to a Fetch `Response`, over the engines of built indexes. Runtime-neutral: the
 * Node server (`npm run search-server`, plugins/search/service.ts) and the Cloudflare Pages Function
 * beside the static site (functions/search.ts) both answer through `answerRequest`.
 */
import { SearchEngine } from './engine';
import type { ReadFragment, SearchManifest } from './fragments';
import { MAX_KEYWORD_LENGTH, MAX_LIMIT } from './protocol';

/** One engine per index name, then per language. */
export type Engines = Map<string, Map<string, SearchEngine>>;

/**
 * The file a remote-mode build writes beside its pages (plugins/search): the manifest of each language
 * under `static/`, per index name. The edge function reads it to find the index it serves.
 */
export const SERVICE_FILE = 'search-service.json';
export type ServiceFile = Record<string, Record<string, string>>;

/** A request the service refuses, with the message the client sees. */
class BadRequest extends Error {}

/** The answer to a search request: its parameters checked, one group of hits per index asked for. */
async function answer(params: URLSearchParams, engines: Engines) {
  const refuse = (message: string): never => {
    throw new BadRequest(message);
  };
  const known = [...engines.keys()].join(', ');
  const keyword = params.get('keyword') ?? '';
  if (!keyword.trim()) refuse('Missing "keyword": pass the text to search, e.g. ?keyword=loadRemote.');
  if (keyword.length > MAX_KEYWORD_LENGTH)
    refuse(`"keyword" is ${keyword.length} characters long; the limit is ${MAX_KEYWORD_LENGTH}.`);
  const rawLimit =
    params.get('limit') ?? refuse(`Missing "limit": pass how many pages to return, from 1 to ${MAX_LIMIT}.`);
  const limit = Number(rawLimit);
  if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > MAX_LIMIT)
    refuse(`"limit" must be a whole number from 1 to ${MAX_LIMIT}; got "${rawLimit.slice(0, 20)}".`);
  const names = [...new Set((params.get('searchIndexes') ?? '').trim().split(/\s*,\s*/))].filter(Boolean);
  if (names.length === 0) refuse(`Missing "searchIndexes": pass a comma-separated list of ${known}.`);
  const unknown = names.find((n) => !engines.has(n));
  if (unknown) refuse(`Unknown index "${unknown.slice(0, 40)}"; this service knows ${known}.`);
  const lang = params.get('lang');
  const langs = [...new Set(names.flatMap((n) => [...(engines.get(n)?.keys() ?? [])]))];
  if (lang === null || !langs.includes(lang))
    refuse(`"lang" must be one of ${langs.join(', ')}; got ${lang === null ? 'nothing' : `"${lang.slice(0, 20)}"`}.`);
  return Promise.all(
    names.map(async (index) => {
      const engine = engines.get(index)?.get(lang as string);
      return { index, hits: engine ? await engine.find(keyword, limit) : [] };
    }),
  );
}

/** CORS, the methods answered (`Allow` is required on a 405, harmless elsewhere), and no sniffing. */
const HEADERS = {
  Allow: 'GET, OPTIONS',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Max-Age': '600',
  'X-Content-Type-Options': 'nosniff',
};

/** A JSON answer (none for a 204 or a 405), never cached: the index changes with each deploy. */
function send(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status, headers: HEADERS });
  const headers = { ...HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * The answer to one request: `GET /search?…` (and `/healthz`), 400 with a message for a bad parameter,
 * 500 when the search fails (logged with `log`), 405 for methods other than GET and OPTIONS.
 * `engines` may be a promise (the edge function loads its index on the first request).
 */
export async function answerRequest(
  method: string,
  url: URL,
  engines: Engines | Promise<Engines>,
  log: (line: string) => void = () => {},
): Promise<Response> {
  try {
    if (method !== 'GET') return send(method === 'OPTIONS' ? 204 : 405);
    if (url.pathname === '/healthz') return send(200, { ok: true, indexes: [...(await engines).keys()] });
    if (url.pathname === '/search') return send(200, await answer(url.searchParams, await engines));
    return send(404, { error: `No such endpoint "${url.pathname.slice(0, 60)}"; search at /search.` });
  } catch (error) {
    if (error instanceof BadRequest) return send(400, { error: error.message });
    log(`search service: ${(error as Error).stack ?? error}`);
    return send(500, { error: 'The search failed; the service logged why.' });
  }
}

/**
 * The engines of a site whose files are fetched (`getJson(path)`, a path under the site's root): the
 * indexes its `search-service.json` lists, each reading its fragments from `static/` as a query needs
 * them. Null when the site has no such file (a build without remote search).
 */
export async function enginesOfSite(getJson: (path: string) => Promise<unknown>): Promise<Engines | null> {
  const listed = (await getJson(`/${SERVICE_FILE}`).catch(() => null)) as ServiceFile | null;
  if (!listed) return null;
  const read: ReadFragment = (name) => getJson(`/static/${name}`);
  const engines: Engines = new Map();
  for (const [name, byLang] of Object.entries(listed)) {
    const langs = await Promise.all(
      Object.entries(byLang).map(async ([lang, file]) => {
        const manifest = (await getJson(`/static/${file}`)) as SearchManifest;
        return [lang, new SearchEngine(manifest, read)] as const;
      }),
    );
    engines.set(name, new Map(langs));
  }
  return engines;
}
