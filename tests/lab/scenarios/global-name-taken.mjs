// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// The consumer's page has an element whose id is the producer's name: the browser exposes it as
// `window.producer`, the global the remote entry would define.
/** @param {string} name */
const pair = (name) => ({
  producer: producer({ name }),
  consumer: {
    ...consumer({
      remote: (urls) => `${name}@${urls.producer}remoteEntry.js`,
      bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
    }),
    body: '<nav id="producer">menu</nav>',
  },
});

export default {
  id: 'symptom.global-name-taken',
  bundler: 'rspack',
  broken: 'an element `id="producer"` on the page and a producer named `producer`',
  fixed: 'the producer renamed `producer_app` (the remotes key stays `producer`)',
  variants: {
    broken: { apps: pair('producer'), load: 'consumer' },
    fixed: { apps: pair('producer_app'), load: 'consumer' },
  },
};
