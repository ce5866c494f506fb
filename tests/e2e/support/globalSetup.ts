import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../../scripts/lib/staticServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Serves the built site on 127.0.0.1 for the whole e2e run. `npm run test:e2e` builds it first. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = path.resolve(process.env.RSPRESS_OUT_DIR ?? 'doc_build');
  const server = await startServer({ root });
  project.provide('baseURL', server.url);
  return () => server.close();
}
