// @ts-check
import { consumer, producer } from '../fixtures.mjs';

const host = consumer({
  bootstrap: "import('producer/Button').then((m) => labDone({ loaded: m.default() }), (e) => labDone(report(e)));",
});

export default {
  id: 'symptom.chunks-404',
  bundler: 'rspack',
  broken:
    "the producer is built with `output.publicPath: '/'` and served from another origin: its remote entry loads, its chunk is requested from the host's origin and 404s",
  fixed: "`publicPath: 'auto'`: the chunk comes from the producer's origin",
  variants: {
    broken: { apps: { producer: producer({ output: { publicPath: '/' } }), consumer: host }, load: 'consumer' },
    fixed: { apps: { producer: producer({ output: { publicPath: 'auto' } }), consumer: host }, load: 'consumer' },
  },
};
