import type { BUILD_LAB_FACTS } from '../../../../config/facts/behaviour/lab-build';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { built, firstLine, page } from './lab-results';

const ID = 'build.rsbuild.shapes';
const quoted = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v) : JSON.stringify(v));

async function exposeOnly(): Promise<string> {
  const { files } = await built(ID, 'expose-only', 'producer');
  const { result } = await page(ID, 'expose-only');
  const emitted = ['remoteEntry.js', 'mf-manifest.json'].filter((f) => files.includes(f));
  return `${emitted.join(' and ')} emitted, ${files.includes('index.html') ? 'an index.html' : 'no index.html'}; the consumer renders ${quoted(result.producer)}`;
}

async function libraryModule(): Promise<string> {
  const b = await built(ID, 'library-module', 'producer');
  if (!b.ok) return `the build fails: ${firstLine(b.thrown ?? b.errors[0])}`;
  return `the build succeeds; remoteEntry.js ends with export { ${(b.remoteEntryExports ?? []).join(', ')} }`;
}

async function environments(variant: string): Promise<string> {
  const { files } = await built(ID, variant, 'shops');
  const entries = files.filter((f) => f.endsWith('/remoteEntry.js')).sort((a, b) => b.localeCompare(a));
  const { result } = await page(ID, variant);
  const warned = (await built(ID, variant, 'shops')).warnings.length > 0;
  if (entries.length === 0) {
    const code = (result.shop as { code?: string } | undefined)?.code;
    return `no remoteEntry.js in either environment, ${warned ? 'a warning' : 'no warning'}; the consumer gets ${code}`;
  }
  return `${entries.join(' and ')} emitted; the consumer renders ${quoted(result.shop)} and ${quoted(result.cart)}`;
}

async function containers(variant: string): Promise<string> {
  const { result } = await page(ID, variant);
  return `alpha: ${quoted(result.alpha)}, beta: ${quoted(result.beta)}`;
}

/** Both runtime shapes must agree, or the fact names the one that differs. */
async function containersAgree(): Promise<string> {
  const single = await containers('containers-shared-runtime');
  const own = await containers('containers-own-runtime');
  return single === own ? single : `shared runtime ${single}; own runtimes ${own}`;
}

async function envAgree(): Promise<string> {
  const top = await environments('two-environments');
  const inEnv = await environments('two-environments-env-plugins');
  return top === inEnv ? top : `top-level ${top}; in each environment ${inEnv}`;
}

export const BUILD_LAB_SCENARIOS: Scenarios<keyof typeof BUILD_LAB_FACTS> = {
  'lab.build-shapes.expose-only': () => exposeOnly(),
  'lab.build-shapes.library-module': () => libraryModule(),
  'lab.build-shapes.environments': () => envAgree(),
  'lab.build-shapes.environments-no-option': () => environments('two-environments-no-option'),
  'lab.build-shapes.rspack-esm': async () => {
    const { result, failedRequests } = await page(ID, 'rspack-esm');
    const failed =
      failedRequests.length === 0 ? 'no failed request' : `failed: ${failedRequests.map((r) => r.url).join(', ')}`;
    return `the consumer renders ${quoted(result.producer)}; ${failed}`;
  },
  'lab.build-shapes.containers-one-runtime': () => containersAgree(),
  'lab.build-shapes.containers-two-scopes': async () => {
    const { result } = await page(ID, 'containers-shared-runtime-two-scopes');
    return firstLine((result.beta as { error?: string } | undefined)?.error ?? JSON.stringify(result.beta));
  },
};
