import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { afterProductionBuild } from '../pluginKit';
import { contentSecurityPolicy, headerRules, inlineScriptHashes, renderHeaders, renderRedirects } from './hosting';
import type { PublishingState } from './state';

/** Lists every file under `dir` ending in `ext`. */
function filesUnder(dir: string, ext: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(dir, f));
}

/**
 * The CDN's files: `_headers` (cache and security headers, a CSP listing the hash of every inline script
 * found in the output) and `_redirects`. Registered last, so it sees every file the others wrote.
 */
export function hostingPlugin({ options }: PublishingState): RspressPlugin {
  return afterProductionBuild('mf-publishing-hosting', (outDir) => {
    const hashes = new Set<string>();
    for (const file of filesUnder(outDir, '.html'))
      for (const h of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(h);
    const csp = contentSecurityPolicy(hashes, options.csp);
    const topLevel = fs
      .readdirSync(outDir, { withFileTypes: true })
      .map((d) => (d.isDirectory() ? `${d.name}/` : d.name));
    fs.writeFileSync(path.join(outDir, '_headers'), renderHeaders(headerRules(topLevel, csp)));
    fs.writeFileSync(path.join(outDir, '_redirects'), renderRedirects(options.redirects));
  });
}
