// @ts-check
import { consumer, producer } from '../fixtures.mjs';

/** @param {string} file */
const host = (file) =>
  consumer({
    remote: (urls) => `producer@${urls.producer}${file}`,
    bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
  });

export default {
  id: 'symptom.remote-entry-404',
  bundler: 'rspack',
  broken: 'the consumer names `remoteEntr.js` (the file does not exist): the script fails to load',
  fixed: 'the right URL: the module loads',
  variants: {
    broken: { apps: { producer: producer(), consumer: host('remoteEntr.js') }, load: 'consumer' },
    fixed: { apps: { producer: producer(), consumer: host('remoteEntry.js') }, load: 'consumer' },
  },
};
