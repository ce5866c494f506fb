// @ts-check
import { consumer, producer } from '../fixtures.mjs';

/** @param {string} request */
const load = (request) =>
  consumer({
    bootstrap: `import(${JSON.stringify(request)}).then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));`,
  });

export default {
  id: 'symptom.expose-missing',
  bundler: 'rspack',
  broken: 'the consumer imports `producer/buton` (a typo): the import rejects with the container message, no code',
  fixed: 'the right key `producer/Button`: the module loads',
  variants: {
    broken: { apps: { producer: producer(), consumer: load('producer/buton') }, load: 'consumer' },
    fixed: { apps: { producer: producer(), consumer: load('producer/Button') }, load: 'consumer' },
  },
};
