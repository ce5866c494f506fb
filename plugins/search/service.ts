/**
 * The search service: answers the remote search protocol (SPEC §7) from the index files of built
 * sites, with the engine the browser runs. Plain `node:http`; started by `npm run search-server`:
 *
 *   node scripts/search-server.mjs --index mf-docs=doc_build [--index blog=../blog/doc_build@https://blog.example.com]
 *                                  [--port 8787] [--host 127.0.0.1]
 *
 *   GET /search?keyword=loadRemote&limit=7&searchIndexes=mf-docs&lang=en
 *   → 200 [{ "index": "mf-docs", "hits": [{ "type": "header", "title": …, "link": …, … }] }]
 *   → 400 { "error": "…" } for a missing or bad parameter; never a crash.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SearchEngine, type SearchIndexFile } from '../../theme/logic/search/engine';
import { MAX_KEYWORD_LENGTH, MAX_LIMIT } from '../../theme/logic/search/protocol';
import { findIndexFiles } from './index';

/** A built site to serve; `domain`, the origin its hits link to. */
interface IndexSource {
  name: string;
  dir: string;
  domain?: string;
}
type Engines = Map<string, Map<string, SearchEngine>>;

/** A request the service refuses, with the message the client sees. */
class BadRequest extends Error {}

/** One engine per index and language. */
function loadEngines(sources: IndexSource[]): Engines {
  const engines: Engines = new Map();
  for (const { name, dir, domain } of sources) {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`Index name "${name}" must be letters, digits, ".", "_" or "-".`);
    const byLang = new Map<string, SearchEngine>();
    for (const { lang, file } of findIndexFiles(dir)) {
      const index = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile;
      if (domain) index.pages = index.pages.map((p) => ({ ...p, domain }));
      byLang.set(lang, new SearchEngine(index));
    }
    if (byLang.size === 0) throw new Error(`No search_index.<lang>.<hash>.json under ${path.join(dir, 'static')}.`);
    engines.set(name, byLang);
  }
  return engines;
}

/** The parameters of a search request, checked. */
function parseSearchParams(params: URLSearchParams, engines: Engines) {
  const get = (key: string) => params.get(key)?.trim() || null;
  const known = [...engines.keys()].join(', ');
  const keyword = params.get('keyword');
  if (!keyword?.trim()) throw new BadRequest('Missing "keyword": pass the text to search, e.g. ?keyword=loadRemote.');
  if (keyword.length > MAX_KEYWORD_LENGTH)
    throw new BadRequest(`"keyword" is ${keyword.length} characters long; the limit is ${MAX_KEYWORD_LENGTH}.`);
  const rawLimit = get('limit');
  if (rawLimit === null)
    throw new BadRequest(`Missing "limit": pass how many pages to return, from 1 to ${MAX_LIMIT}.`);
  const limit = Number(rawLimit);
  if (!/^\d+$/.test(rawLimit) || limit < 1 || limit > MAX_LIMIT)
    throw new BadRequest(`"limit" must be a whole number from 1 to ${MAX_LIMIT}; got "${rawLimit.slice(0, 20)}".`);
  const names = [...new Set((get('searchIndexes') ?? '').split(',').map((s) => s.trim()))].filter(Boolean);
  if (names.length === 0) throw new BadRequest(`Missing "searchIndexes": pass a comma-separated list of ${known}.`);
  const unknown = names.find((n) => !engines.has(n));
  if (unknown) throw new BadRequest(`Unknown index "${unknown.slice(0, 40)}"; this service knows ${known}.`);
  const lang = params.get('lang');
  const langs = new Set(names.flatMap((n) => [...(engines.get(n)?.keys() ?? [])]));
  if (lang === null || !langs.has(lang))
    throw new BadRequest(
      `"lang" must be one of ${[...langs].join(', ')}; got ${lang === null ? 'nothing' : `"${lang.slice(0, 20)}"`}.`,
    );
  return { keyword, limit, names, lang };
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Max-Age': '600',
};

/** Starts the service, on 127.0.0.1 unless told otherwise. */
export function startSearchServer({
  indexes,
  port = 0,
  host = '127.0.0.1',
  log = () => {},
}: {
  indexes: IndexSource[];
  port?: number;
  host?: string;
  log?: (line: string) => void;
}) {
  const engines = loadEngines(indexes);
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...CORS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
    });
    res.end(json);
  };
  const server = http.createServer((req, res) => {
    try {
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      if (req.method !== 'GET') return void res.writeHead(405, { ...CORS, Allow: 'GET, OPTIONS' }).end();
      if (pathname === '/healthz') return send(res, 200, { ok: true, indexes: [...engines.keys()] });
      if (pathname !== '/search')
        return send(res, 404, { error: `No such endpoint "${pathname.slice(0, 60)}"; search at /search.` });
      const { keyword, limit, names, lang } = parseSearchParams(searchParams, engines);
      const found = names.filter((name) => engines.get(name)?.has(lang));
      send(
        res,
        200,
        found.map((index) => ({ index, hits: engines.get(index)?.get(lang)?.search(keyword, limit) })),
      );
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { error: error.message });
      log(`search-server: ${(error as Error).stack ?? error}`);
      send(res, 500, { error: 'The search failed; the service logged why.' });
    }
  });
  return new Promise<{ url: string; port: number; server: http.Server; close: () => Promise<void> }>(
    (resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        const address = server.address();
        const actual = typeof address === 'object' && address ? address.port : port;
        const close = () => new Promise<void>((r) => server.close(() => r()));
        resolve({ url: `http://${host}:${actual}`, port: actual, server, close });
      });
    },
  );
}

/** The command line: `--index name=dir[@https://origin]` (repeatable; the built site by default), `--port`, `--host`. */
export function serverOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      index: { type: 'string', multiple: true, default: [] },
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const indexes = values.index.map((value): IndexSource => {
    const [, name = '', dir = '', domain] = /^([\w.-]+)=([^@]+)(?:@(.+))?$/.exec(value) ?? [];
    if (!name)
      throw new Error(
        `--index expects name=dir[@https://origin], got "${value}". Usage: search-server.mjs --index name=dir[@origin] [--port 8787] [--host 127.0.0.1]`,
      );
    return { name, dir: path.resolve(dir), ...(domain ? { domain } : {}) };
  });
  if (indexes.length === 0)
    indexes.push({ name: 'mf-docs', dir: path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build') });
  return { indexes, port: Number(values.port), host: values.host };
}
