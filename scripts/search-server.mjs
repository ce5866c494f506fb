#!/usr/bin/env node
// @ts-check
/** `npm run search-server`: the remote search service (plugins/search/service.ts) on the command line. */
import { createJiti } from 'jiti';

/** @type {typeof import('../plugins/search/service')} */
const { serverOptions, startSearchServer } = await createJiti(import.meta.url).import('../plugins/search/service.ts');
try {
  const options = serverOptions(process.argv.slice(2));
  const { url } = await startSearchServer({ ...options, log: (line) => console.error(line) });
  console.log(`search service on ${url}/search (indexes: ${options.indexes.map((i) => i.name).join(', ')})`);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
