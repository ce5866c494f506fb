/**
 * The search service (docs-dev/search.md): the remote protocol (SPEC §7, theme/logic/search/protocol.ts)
 * answered from built sites' index files (manifests and fragments) by the browser's engine; 400 with a
 * message for a bad parameter.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SearchEngine } from '../../theme/logic/search/engine';
import { isPageName, type SearchManifest } from '../../theme/logic/search/fragments';
import { MAX_KEYWORD_LENGTH, MAX_LIMIT } from '../../theme/logic/search/protocol';
import type { PageRecord } from '../../theme/logic/search/types';
import { diskReader, findIndexFiles } from './index';

/** A built site to serve; `domain`, the origin its hits link to. */
type IndexSource = { name: string; dir: string; domain?: string };
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
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as SearchManifest;
      const read = diskReader(dir);
      // A page's text is its record: with another site's origin, its hits link there.
      const withDomain = (name: string) => ({ ...(read(name) as PageRecord), domain });
      byLang.set(
        lang,
        new SearchEngine(manifest, (name) => (domain && isPageName(name) ? withDomain(name) : read(name))),
      );
    }
    if (byLang.size === 0) throw new Error(`No search_index.<lang>.<hash>.json under ${path.join(dir, 'static')}.`);
    engines.set(name, byLang);
  }
  return engines;
}

/** The answer to a search request: its parameters checked, one group of hits per index asked for. */
function answer(params: URLSearchParams, engines: Engines) {
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
  const engine = (index: string) => engines.get(index)?.get(lang as string);
  return names.map((index) => ({ index, hits: engine(index)?.search(keyword, limit) ?? [] }));
}

/** CORS, and the methods answered (`Allow` is required on a 405, harmless elsewhere). */
const HEADERS = {
  Allow: 'GET, OPTIONS',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Max-Age': '600',
};

type ServerOptions = { indexes: IndexSource[]; port?: number; host?: string; log?: (line: string) => void };

/** Starts the service, on 127.0.0.1 unless told otherwise. */
export async function startSearchServer({ indexes, port = 0, host = '127.0.0.1', log = () => {} }: ServerOptions) {
  const engines = loadEngines(indexes);
  const send = (res: http.ServerResponse, status: number, body?: unknown) => {
    const json = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, {
      ...HEADERS,
      ...(json ? { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } : {}),
    });
    res.end(json);
  };
  const server = http.createServer((req, res) => {
    try {
      const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
      if (req.method !== 'GET') send(res, req.method === 'OPTIONS' ? 204 : 405);
      else if (pathname === '/healthz') send(res, 200, { ok: true, indexes: [...engines.keys()] });
      else if (pathname === '/search') send(res, 200, answer(searchParams, engines));
      else send(res, 404, { error: `No such endpoint "${pathname.slice(0, 60)}"; search at /search.` });
    } catch (error) {
      if (error instanceof BadRequest) return send(res, 400, { error: error.message });
      log(`search-server: ${(error as Error).stack ?? error}`);
      send(res, 500, { error: 'The search failed; the service logged why.' });
    }
  });
  server.listen(port, host);
  await once(server, 'listening');
  const actual = (server.address() as AddressInfo).port;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url: `http://${host}:${actual}`, port: actual, server, close };
}

/** @public the command line of scripts/search-server.mjs (through jiti): `--index name=dir[@origin]` (repeatable; the built site by default), `--port`, `--host`. */
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
    if (!name) throw new Error(`--index expects name=dir[@https://origin], got "${value}".`);
    return { name, dir: path.resolve(dir), ...(domain ? { domain } : {}) };
  });
  if (indexes.length === 0)
    indexes.push({ name: 'mf-docs', dir: path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build') });
  return { indexes, port: Number(values.port), host: values.host };
}
