#!/usr/bin/env node
// @ts-check
/**
 * `npm run search-server`: the remote search service (plugins/search/service.mjs) on the command line.
 *
 *   node scripts/search-server.mjs --index mf-docs=doc_build [--index blog=../blog/doc_build@https://blog.example.com]
 *                                  [--port 8787] [--host 127.0.0.1]
 */
import { serverOptions, startSearchServer } from '../plugins/search/service.mjs';

try {
  const options = serverOptions(process.argv.slice(2));
  const { url } = await startSearchServer({ ...options, log: (line) => console.error(line) });
  console.log(`search service on ${url}/search (indexes: ${options.indexes.map((i) => i.name).join(', ')})`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
