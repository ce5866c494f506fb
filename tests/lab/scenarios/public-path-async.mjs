// @ts-check
import { consumer } from '../fixtures.mjs';

// Issue #4018: `getPublicPath` reaches the manifest's files but not the producer's async chunks. The
// producer's `output.publicPath` is '/', so only `getPublicPath` can point at its origin; the exposed
// module loads a chunk of its own with `import()`.
const producer = (/** @type {(url: string) => string} */ code) => ({
  files: {
    'src/index.js': 'export {};\n',
    'src/Button.js': "export default function Button() { return import('./lazy.js').then((m) => m.default); }\n",
    'src/lazy.js': "export default 'async chunk loaded';\n",
  },
  config: (/** @type {any} */ { mf, url }) => ({
    output: { publicPath: '/' },
    plugins: [
      mf({
        name: 'producer',
        filename: 'remoteEntry.js',
        exposes: { './Button': './src/Button.js' },
        getPublicPath: code(url),
      }),
    ],
  }),
});
const host = consumer({
  remote: (urls) => `producer@${urls.producer}mf-manifest.json`,
  bootstrap:
    "import('producer/Button').then((m) => m.default()).then((text) => labDone({ loaded: text }), (e) => labDone(report(e)));",
});

export default {
  id: 'symptom.public-path-async',
  bundler: 'rspack',
  broken: '`getPublicPath` written as a function expression: the expose loads, its async chunk 404s on the host origin',
  fixed: '`getPublicPath` written as a function body (`return …`): the async chunk loads from the producer',
  variants: {
    broken: {
      apps: { producer: producer((u) => `function () { return ${JSON.stringify(u)}; }`), consumer: host },
      load: 'consumer',
    },
    fixed: { apps: { producer: producer((u) => `return ${JSON.stringify(u)};`), consumer: host }, load: 'consumer' },
  },
};
