// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Audit finding W2: is mf-stats.json, given as a remote's entry, rejected as "not a valid manifest"?
/** @param {string} file */
const host = (file) =>
  consumer({
    remote: (urls) => `producer@${urls.producer}${file}`,
    bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
  });

export default {
  id: 'audit.rspack.stats-as-manifest',
  bundler: 'rspack',
  broken: '(evidence) the consumer names `mf-stats.json` as the remote entry',
  fixed: '(evidence) the consumer names `mf-manifest.json`',
  variants: {
    stats: { apps: { producer: producer(), consumer: host('mf-stats.json') }, load: 'consumer' },
    manifest: { apps: { producer: producer(), consumer: host('mf-manifest.json') }, load: 'consumer' },
  },
};
