// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// `preloadRemote` preloads the producer's chunks with `<link rel="preload" as="script">` and no
// `crossorigin`; the producer loads its chunks with `crossorigin="anonymous"` (`output.crossOriginLoading`),
// so Chromium cannot use the preload. The fixed variant sets `crossOrigin` in a `createLink` hook.
const plugin = `export default function matchingPreloadPlugin() {
  return {
    name: 'matching-preload-plugin',
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      for (const [key, value] of Object.entries(attrs || {})) link.setAttribute(key, String(value));
      link.href = url;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}
`;
const host = (/** @type {boolean} */ withHook) => {
  const app = consumer({
    remote: (urls) => `producer@${urls.producer}mf-manifest.json`,
    files: { 'src/matching-preload.js': plugin },
    bootstrap: `import { getInstance } from '@module-federation/enhanced/runtime';
(async () => {
  await getInstance().preloadRemote([{ nameOrAlias: 'producer', exposes: ['./Button'] }]);
  const m = await import('producer/Button');
  // Chromium reports an unusable preload on the console when the script request is made.
  await new Promise((r) => setTimeout(r, 300));
  labDone({ loaded: m.default() });
})().catch((e) => labDone(report(e)));`,
  });
  if (!withHook) return app;
  return {
    ...app,
    config: (/** @type {any} */ ctx) => {
      const c = app.config(ctx);
      return {
        ...c,
        plugins: [
          ctx.mf({
            name: 'consumer',
            remotes: { producer: `producer@${ctx.urls.producer}mf-manifest.json` },
            runtimePlugins: [`${ctx.dir}/src/matching-preload.js`],
          }),
        ],
      };
    },
  };
};
const crossOrigin = producer({ output: { crossOriginLoading: 'anonymous' } });

export default {
  id: 'symptom.preload-credentials',
  bundler: 'rspack',
  broken: '`preloadRemote` links without `crossorigin`, chunks loaded with `crossorigin="anonymous"`: Chromium warns',
  fixed: 'a `createLink` hook gives the links the same `crossorigin`: no warning',
  variants: {
    broken: { apps: { producer: crossOrigin, consumer: host(false) }, load: 'consumer' },
    fixed: { apps: { producer: crossOrigin, consumer: host(true) }, load: 'consumer' },
  },
};
