// @ts-check
import { consumer, producer } from '../fixtures.mjs';

const host = consumer({
  remote: (urls) => `producer@${urls.producer}mf-manifest.json`,
  bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
});

export default {
  id: 'symptom.manifest-cors',
  bundler: 'rspack',
  broken:
    'the producer (a manifest remote, another origin) is served without `Access-Control-Allow-Origin`: the manifest fetch is blocked',
  fixed: 'the header is sent: the manifest and the module load',
  variants: {
    broken: { apps: { producer: { ...producer(), serve: { cors: false } }, consumer: host }, load: 'consumer' },
    fixed: { apps: { producer: producer(), consumer: host }, load: 'consumer' },
  },
};
