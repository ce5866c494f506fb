import type { LAB_FACTS } from '../../../../config/facts/behaviour/lab';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { built, firstLine, lab, page, pageError } from './lab-results';

/** One reader per fact of config/facts/behaviour/lab.ts: what the lab recorded (tests/lab/README.md). */
export const LAB_SCENARIOS: Scenarios<keyof typeof LAB_FACTS> = {
  'lab.expose-missing.seen': () => pageError('symptom.expose-missing', 'broken'),
  'lab.expose-missing.fixed': async () => String((await page('symptom.expose-missing', 'fixed')).result.loaded),
  'lab.webpack.pinned-version': async () =>
    String((await built('symptom.webpack-upgrade', 'fixed', 'producer')).bundlerVersion),
  'lab.webpack-upgrade.broken-version': async () =>
    String((await built('symptom.webpack-upgrade', 'broken', 'producer')).bundlerVersion),
  'lab.webpack-upgrade.seen': async () => {
    const broken = await built('symptom.webpack-upgrade', 'broken', 'producer');
    return firstLine(broken.thrown ?? `it built: ${broken.files.join(', ')}`);
  },
  'lab.webpack-upgrade.fixed': async () => String((await page('symptom.webpack-upgrade', 'fixed')).result.loaded),
  'lab.shared-loaded-twice.seen': () => copies('broken'),
  'lab.shared-loaded-twice.fixed': () => copies('fixed'),
  'lab.singleton-version-warning.seen': () => singletonWarning('broken'),
  'lab.singleton-version-warning.fixed': () => singletonWarning('fixed'),
  'lab.styles-missing.seen': () => reported('symptom.styles-missing', 'broken', 'color'),
  'lab.styles-missing.fixed': () => reported('symptom.styles-missing', 'fixed', 'color'),
  'lab.chunks-404.seen': () => pageError('symptom.chunks-404', 'broken'),
  'lab.chunks-404.fixed': () => reported('symptom.chunks-404', 'fixed', 'loaded'),
  'lab.startup-sync-share.seen': () => pageError('symptom.startup-sync-share', 'broken'),
  'lab.startup-sync-share.fixed': async () => {
    const { result } = await page('symptom.startup-sync-share', 'fixed');
    return result.started ? 'started' : `did not start: ${JSON.stringify(result)}`;
  },
  'lab.manifest-cors.seen': () => pageError('symptom.manifest-cors', 'broken'),
  'lab.manifest-cors.console': async () => {
    const lines = (await page('symptom.manifest-cors', 'broken')).console.map((c) => c.text);
    const blocked = lines.find((l) => l.includes('has been blocked by CORS policy: '));
    return blocked?.split('has been blocked by CORS policy: ')[1] ?? `no CORS line in ${JSON.stringify(lines)}`;
  },
  'lab.manifest-cors.fixed': () => reported('symptom.manifest-cors', 'fixed', 'loaded'),
  'lab.remote-entry-404.seen': () => pageError('symptom.remote-entry-404', 'broken'),
  'lab.remote-entry-404.fixed': () => reported('symptom.remote-entry-404', 'fixed', 'loaded'),
  'lab.default-export.seen': () => pageError('symptom.default-export', 'broken'),
  'lab.default-export.fixed': () => reported('symptom.default-export', 'fixed', 'text'),
  'errors.type-001-raised': async () => {
    const output = (await lab('build.rspack.type-error')).buildOutput;
    return output.find((l) => l.includes('#TYPE-001')) ?? `no TYPE-001 in ${JSON.stringify(output.slice(0, 5))}`;
  },
  'errors.type-001-build-continues': async () => {
    const broken = await built('build.rspack.type-error', 'broken', 'producer');
    const fixed = await built('build.rspack.type-error', 'fixed', 'producer');
    if (!fixed.files.includes('@mf-types.zip'))
      return `no archive without the type error either: ${fixed.files.join(', ')}`;
    const entry = broken.ok && broken.files.includes('remoteEntry.js') ? 'remote entry emitted' : 'no remote entry';
    return `${entry}, ${broken.files.includes('@mf-types.zip') ? 'with' : 'no'} @mf-types.zip`;
  },
};

/** A value the page's app reported (`labDone({ [key]: … })`). */
async function reported(id: string, variant: string, key: string): Promise<string> {
  const { result } = await page(id, variant);
  return key in result ? String(result[key]) : `no ${key}: ${JSON.stringify(result)}`;
}

async function copies(variant: string): Promise<string> {
  const { result } = await page('symptom.shared-loaded-twice', variant);
  if (typeof result.same !== 'boolean') return JSON.stringify(result);
  return result.same ? 'one copy' : 'two copies';
}

async function singletonWarning(variant: string): Promise<string> {
  const { console: lines } = await page('symptom.singleton-version-warning', variant);
  return lines.find((l) => l.text.includes('of shared singleton module'))?.text ?? 'no warning';
}
