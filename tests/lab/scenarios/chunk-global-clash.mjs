// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Two apps on one page built with the same `output.uniqueName` share one chunk-loading global; each has a
// lazy chunk named `lazy` with different modules. The producer's module loads its `lazy` chunk first; then
// the consumer asks for its own.
const output = (/** @type {string} */ uniqueName) => ({ uniqueName });
const build = (/** @type {string} */ unique) => ({
  producer: producer({
    output: output(unique === 'same' ? 'shop' : 'shop_producer'),
    files: {
      'src/Button.js':
        'export default function Button() { return import(/* webpackChunkName: "lazy" */ \'./producer-lazy.js\').then((m) => m.default); }\n',
      'src/producer-lazy.js': "export default 'producer lazy';\n",
    },
  }),
  consumer: consumer({
    config: { output: output(unique === 'same' ? 'shop' : 'shop_consumer') },
    files: { 'src/consumer-lazy.js': "export default 'consumer lazy';\n" },
    bootstrap: `(async () => {
  const theirs = await (await import('producer/Button')).default();
  const own = (await import(/* webpackChunkName: "lazy" */ './consumer-lazy.js')).default;
  labDone({ loaded: theirs + ', ' + own });
})().catch((e) => labDone(report(e)));`,
  }),
});

export default {
  id: 'symptom.chunk-global-clash',
  bundler: 'rspack',
  broken: 'both apps built with `output.uniqueName: "shop"`, each with a lazy chunk named `lazy`',
  fixed: 'distinct `output.uniqueName` values',
  variants: {
    broken: { apps: build('same'), load: 'consumer' },
    fixed: { apps: build('distinct'), load: 'consumer' },
  },
};
