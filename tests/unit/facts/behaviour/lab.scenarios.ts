import type { LAB_FACTS } from '../../../../config/facts/behaviour/lab';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { built, firstLine, page, pageError } from './lab-results';

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
};
