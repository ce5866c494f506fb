// @ts-check
/**
 * Loads the search logic (`theme/logic/search`, TypeScript) into a Node script, so the search service
 * and the benchmark run the very code the browser runs. Under Vitest the TypeScript is handled by Vite.
 */
import { register } from 'node:module';

const ENTRY = new URL('../../theme/logic/search/index.ts', import.meta.url).href;
let registered = false;

/** @returns {Promise<typeof import('../../theme/logic/search/index')>} */
export async function loadSearchLogic() {
  if (!process.env.VITEST && !registered) {
    register('./searchTsHooks.mjs', import.meta.url);
    registered = true;
  }
  return import(/* @vite-ignore */ ENTRY);
}
