// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// The producer's host answers unknown paths with its index.html (a single-page app's fallback); the
// consumer names a manifest path that does not exist.
/** @param {string} file */
const host = (file) =>
  consumer({
    remote: (urls) => `producer@${urls.producer}${file}`,
    bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
  });
const spa = { ...producer(), serve: { spa: true } };

export default {
  id: 'symptom.manifest-html',
  bundler: 'rspack',
  broken:
    'the manifest URL (`static/mf-manifest.json`, not there) is answered with the index.html: the JSON parse fails',
  fixed: 'the URL of the emitted `mf-manifest.json`: the module loads',
  variants: {
    broken: { apps: { producer: spa, consumer: host('static/mf-manifest.json') }, load: 'consumer' },
    fixed: { apps: { producer: spa, consumer: host('mf-manifest.json') }, load: 'consumer' },
  },
};
