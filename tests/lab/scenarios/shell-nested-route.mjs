// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Row 105 (core#3070): an Rsbuild shell opened at a nested route of its single-page app. The lab serves
// the shell's folder with `spa: true` (unknown paths answer with its index.html); the shell's entry moves
// the page to `orders/42` below its folder, and only there starts its bootstrap, which loads the
// producer's module. `dev.assetPrefix` is what this development build uses for `output.publicPath`
// (build-child.mjs): `'auto'` in the broken variant; in the fixed one the folder's path from the root,
// which stands for `'/'` of a shell served at the root of its origin.
const rsbuild = (/** @type {any} */ app) => ({ ...app, bundler: 'rsbuild' });
const shell = (/** @type {(url: string) => string} */ prefix) => {
  const app = consumer({
    entry:
      "if (!/\\/orders\\/42$/.test(location.pathname)) location.replace('orders/42'); else import('./bootstrap.js');\n",
    bootstrap:
      "import('producer/Button').then((m) => labDone({ path: location.pathname.replace(/^.*\\/consumer\\//, '/'), loaded: m.default() }), (e) => labDone(report(e)));",
  });
  return rsbuild({
    ...app,
    serve: { spa: true },
    config: (/** @type {any} */ ctx) => ({ ...app.config(ctx), dev: { assetPrefix: prefix(ctx.url) } }),
  });
};

export default {
  id: 'symptom.shell-nested-route',
  bundler: 'rsbuild',
  broken:
    "an Rsbuild shell with `assetPrefix: 'auto'` opened at a nested route: its HTML refers to its scripts by relative paths, the browser asks for them below the route and gets the page's HTML back",
  fixed:
    'a prefix from the root (`/` for a shell at the root of its origin): the shell starts on the nested route and loads the remote',
  variants: {
    broken: {
      apps: { producer: rsbuild(producer()), consumer: shell(() => 'auto') },
      load: 'consumer',
    },
    fixed: {
      apps: { producer: rsbuild(producer()), consumer: shell((url) => new URL(url).pathname) },
      load: 'consumer',
    },
  },
};
