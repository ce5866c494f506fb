// @ts-check
import { producer } from '../fixtures.mjs';

// The Rsbuild plugin's CORS warning in a production-style `rsbuild build` of a producer: without
// `server.cors` (broken) and with an allowlist of origins (fixed).
/** @param {object} config */
const rsProducer = (config) => ({ ...producer({ config }), bundler: 'rsbuild', noHtml: true });

export default {
  id: 'symptom.cors-warning',
  bundler: 'rsbuild',
  broken: "no `server.cors`: the build prints the plugin's CORS warning",
  fixed: "`server.cors.origin` set to the consumer's origin: no warning",
  variants: {
    broken: { apps: { producer: rsProducer({}) } },
    fixed: { apps: { producer: rsProducer({ server: { cors: { origin: ['http://localhost:4194'] } } }) } },
  },
};
