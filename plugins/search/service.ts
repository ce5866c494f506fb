/**
 * The search service in Node (docs-dev/search.md): the answers of theme/logic/search/service.ts (the same
 * module the Cloudflare Pages Function in functions/search.ts runs) over an HTTP server, from built sites'
 * index files (manifests and fragments) read from disk.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SearchEngine } from '../../theme/logic/search/engine';
import { isPageName, type SearchManifest } from '../../theme/logic/search/fragments';
import { answerRequest, type Engines } from '../../theme/logic/search/service';
import type { PageRecord } from '../../theme/logic/search/types';
import { diskReader, findIndexFiles } from './index';

/** A built site to serve; `domain`, the origin its hits link to. */
type IndexSource = { name: string; dir: string; domain?: string };

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

type ServerOptions = { indexes: IndexSource[]; port?: number; host?: string; log?: (line: string) => void };

/** Starts the service, on 127.0.0.1 unless told otherwise. */
export async function startSearchServer({ indexes, port = 0, host = '127.0.0.1', log = () => {} }: ServerOptions) {
  const engines = loadEngines(indexes);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const response = await answerRequest(req.method ?? 'GET', url, engines, (line) => log(line));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
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
