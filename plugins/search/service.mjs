// @ts-check
/**
 * The search service: answers the remote search protocol (SPEC §7) from the prebuilt search index files
 * of built sites (`static/search_index.<lang>.<hash>.json`), with the same engine as the browser. Plain `node:http`, no dependencies.
 *
 * Started by `scripts/search-server.mjs` (`npm run search-server`):
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
import { createJiti } from 'jiti';
import { findIndexFiles } from './indexFiles.mjs';

/** The search logic the browser runs (TypeScript, loaded with jiti as Rsbuild loads the site config). */
/** @type {typeof import('../../theme/logic/search/index')} */
const logic = await createJiti(import.meta.url).import('../../theme/logic/search/index.ts');
const { MAX_KEYWORD_LENGTH, MAX_LIMIT } = logic;

/**
 * @typedef {{ name: string, dir: string, domain?: string }} IndexSource
 * @typedef {import('../../theme/logic/search/index').SearchEngine} SearchEngine
 */

/** A request the service refuses, with the message the client sees. */
class BadRequest extends Error {}

/**
 * Imports one engine per index and language.
 * @param {IndexSource[]} sources
 * @returns {Map<string, Map<string, SearchEngine>>} index name → language → engine
 */
function loadEngines(sources) {
  /** @type {Map<string, Map<string, SearchEngine>>} */
  const engines = new Map();
  for (const source of sources) {
    if (!/^[\w.-]+$/.test(source.name))
      throw new Error(`Index name "${source.name}" must be letters, digits, ".", "_" or "-".`);
    const byLang = new Map();
    for (const { lang, file } of findIndexFiles(source.dir)) {
      /** @type {import('../../theme/logic/search/index').SearchIndexFile} */
      const index = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (source.domain) index.pages = index.pages.map((p) => ({ ...p, domain: source.domain }));
      byLang.set(lang, new logic.SearchEngine(index));
    }
    if (byLang.size === 0)
      throw new Error(`No search_index.<lang>.<hash>.json under ${path.join(source.dir, 'static')}.`);
    engines.set(source.name, byLang);
  }
  return engines;
}

/**
 * Validates the query string of a search request.
 * @param {URLSearchParams} params
 * @param {Map<string, Map<string, SearchEngine>>} engines
 */
function parseSearchParams(params, engines) {
  const keyword = params.get('keyword');
  if (keyword === null || keyword.trim() === '')
    throw new BadRequest('Missing "keyword": pass the text to search, e.g. ?keyword=loadRemote.');
  if (keyword.length > MAX_KEYWORD_LENGTH)
    throw new BadRequest(`"keyword" is ${keyword.length} characters long; the limit is ${MAX_KEYWORD_LENGTH}.`);
  const rawLimit = params.get('limit');
  if (rawLimit === null)
    throw new BadRequest(`Missing "limit": pass how many pages to return, from 1 to ${MAX_LIMIT}.`);
  const limit = Number(rawLimit);
  if (!/^\d+$/.test(rawLimit) || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new BadRequest(`"limit" must be a whole number from 1 to ${MAX_LIMIT}; got "${rawLimit.slice(0, 20)}".`);
  }
  const rawIndexes = params.get('searchIndexes');
  if (rawIndexes === null || rawIndexes.trim() === '')
    throw new BadRequest(`Missing "searchIndexes": pass a comma-separated list of ${[...engines.keys()].join(', ')}.`);
  const names = [
    ...new Set(
      rawIndexes
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((n) => !engines.has(n));
  if (unknown.length > 0)
    throw new BadRequest(
      `Unknown index "${unknown[0]?.slice(0, 40)}"; this service knows ${[...engines.keys()].join(', ')}.`,
    );
  const lang = params.get('lang');
  const langs = new Set(names.flatMap((n) => [...(engines.get(n)?.keys() ?? [])]));
  if (lang === null || !langs.has(lang))
    throw new BadRequest(
      `"lang" must be one of ${[...langs].join(', ')}; got ${lang === null ? 'nothing' : `"${lang.slice(0, 20)}"`}.`,
    );
  return { keyword, limit, names, lang };
}

/**
 * Starts the service. Binds to 127.0.0.1 unless told otherwise.
 * @param {{ indexes: IndexSource[], port?: number, host?: string, log?: (line: string) => void }} options
 */
export function startSearchServer({ indexes, port = 0, host = '127.0.0.1', log = () => {} }) {
  const engines = loadEngines(indexes);
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, OPTIONS',
    'Access-Control-Max-Age': '600',
  };
  /** @param {http.ServerResponse} res @param {number} status @param {unknown} body */
  const send = (res, status, body) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      ...cors,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
      'Cache-Control': 'no-store',
    });
    res.end(json);
  };
  const server = http.createServer((req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      if (req.method !== 'GET') {
        res.writeHead(405, { ...cors, Allow: 'GET, OPTIONS' }).end();
        return;
      }
      if (url.pathname === '/healthz') {
        send(res, 200, { ok: true, indexes: [...engines.keys()] });
        return;
      }
      if (url.pathname !== '/search') {
        send(res, 404, { error: `No such endpoint "${url.pathname.slice(0, 60)}"; search at /search.` });
        return;
      }
      const { keyword, limit, names, lang } = parseSearchParams(url.searchParams, engines);
      const answer = names
        .filter((name) => engines.get(name)?.has(lang))
        .map((name) => ({
          index: name,
          hits: engines.get(name)?.get(lang)?.search(keyword, limit) ?? [],
        }));
      send(res, 200, answer);
    } catch (error) {
      if (error instanceof BadRequest) {
        send(res, 400, { error: error.message });
        return;
      }
      log(`search-server: ${/** @type {Error} */ (error).stack ?? error}`);
      send(res, 500, { error: 'The search failed; the service logged why.' });
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        server,
        close: () => new Promise((r) => server.close(() => r(undefined))),
      });
    });
  });
}

const USAGE = 'Usage: search-server.mjs --index name=dir[@origin] [--port 8787] [--host 127.0.0.1]';

/**
 * The command line: `--index name=dir[@https://origin]` (repeatable; the built site by default), `--port`, `--host`.
 * @param {string[]} args
 */
export function serverOptions(args) {
  const { values } = parseArgs({
    args,
    options: {
      index: { type: 'string', multiple: true, default: [] },
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const indexes = values.index.map((value) => {
    const m = /^([\w.-]+)=([^@]+)(?:@(.+))?$/.exec(value);
    if (!m) throw new Error(`--index expects name=dir[@https://origin], got "${value}". ${USAGE}`);
    return { name: m[1] ?? '', dir: path.resolve(m[2] ?? ''), ...(m[3] ? { domain: m[3] } : {}) };
  });
  if (indexes.length === 0)
    indexes.push({ name: 'mf-docs', dir: path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build') });
  return { indexes, port: Number(values.port), host: values.host };
}
