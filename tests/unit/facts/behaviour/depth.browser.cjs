// @ts-nocheck: a child process of depth.scenarios.ts, plain CommonJS run by Node, no bundler.
/**
 * Browser scenarios of config/facts/behaviour/depth.ts. A jsdom window stands in for the page (the runtime
 * takes its browser code paths: script tags, link preloads, localStorage), and this file runs every
 * scenario in one process and prints `{ [factId]: value }` as JSON. Nothing leaves the machine: entries
 * are data: URLs or closed 127.0.0.1 ports, and manifests come from a `fetch` hook.
 */
const net = require('node:net');
const { JSDOM } = require('jsdom');

const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
  url: 'http://127.0.0.1/',
  runScripts: 'dangerously',
  resources: 'usable',
});
for (const key of ['window', 'document', 'HTMLScriptElement', 'HTMLLinkElement', 'localStorage', 'navigator']) {
  Object.defineProperty(globalThis, key, { value: dom.window[key], configurable: true, writable: true });
}
// In a browser `window` is the global object; jsdom keeps them apart, so containers that entry scripts
// assign to `window.<name>` are forwarded to the global the runtime reads.
for (const name of ['r2', 'r14', 'r15', 'catalog', 'moved']) {
  Object.defineProperty(dom.window, name, {
    get: () => globalThis[name],
    set: (value) => {
      globalThis[name] = value;
    },
    configurable: true,
  });
}
// Debug mode from the browser: any non-empty value of this localStorage key, even 'false'.
localStorage.setItem('FEDERATION_DEBUG', 'false');

const { createInstance } = require('@module-federation/runtime');

const child = require('./child.cjs');

const results = {};

/** The whole message of the last failure (RUNTIME-008 names the original error on a later line). */
let lastMessage = '';

/** What `run` throws, as the runtime message, keeping the whole message in `lastMessage`. */
const failure = (run) =>
  child.failure(run, (error) => {
    lastMessage = error instanceof Error ? error.message : String(error);
    return child.runtimeMessage(error);
  });

/** A host `name` with the one remote `remote` (plus `plugins`) loads `<remote name>/<expose>`. */
const loadFrom = (name, remote, plugins, expose = 'Button') =>
  createInstance({ name, remotes: [remote], ...(plugins ? { plugins } : {}) }).loadRemote(`${remote.name}/${expose}`);

function closedPort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A manifest for `name` whose entry and assets live under `publicPath`, exposing `./Button`. */
function manifest(name, publicPath, remoteEntryName = 'remoteEntry.js') {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      publicPath,
      remoteEntry: { name: remoteEntryName, path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:Button`,
        name: 'Button',
        path: './Button',
        assets: { js: { sync: ['__federation_expose_Button.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** A runtime plugin that answers manifest requests from memory. */
function serveManifests(byUrl) {
  return {
    name: 'serve-manifests',
    fetch(url) {
      if (byUrl[url] !== undefined) return Promise.resolve(new Response(JSON.stringify(byUrl[url])));
      return undefined;
    },
  };
}

/**
 * Records the delays of the timers started from now on that are at least 1 s long (script and link
 * timeouts); `stop` restores setTimeout and gives the distinct delays, `original` is the real one.
 */
function recordTimers() {
  const original = globalThis.setTimeout;
  const delays = [];
  globalThis.setTimeout = (fn, delay, ...rest) => {
    if (typeof delay === 'number' && delay >= 1000) delays.push(delay);
    return original(fn, delay, ...rest);
  };
  return {
    original,
    stop() {
      globalThis.setTimeout = original;
      return [...new Set(delays)].join(', ');
    },
  };
}

/** Delays of the timers started while `run` works (see recordTimers). */
async function timersDuring(run) {
  const timers = recordTimers();
  try {
    await run();
  } catch {
    // the load fails (closed port); only the timers matter here
  }
  return timers.stop();
}

async function main() {
  const port = await closedPort();
  const closed = `http://127.0.0.1:${port}`;

  results['debug.storage-key'] = globalThis.__FEDERATION__.__DEBUG_CONSTRUCTOR_VERSION__
    ? 'FEDERATION_DEBUG'
    : 'not in debug mode';

  results['errors.runtime-001'] = await failure(() =>
    loadFrom('h1', { name: 'r1', entry: 'data:text/javascript,void 0' }),
  );
  results['errors.runtime-002'] = await failure(() =>
    loadFrom('h2', { name: 'r2', entry: 'data:text/javascript,window.r2={get(){return()=>({})}}' }),
  );
  results['errors.runtime-003'] = await failure(() =>
    loadFrom('h3', { name: 'r3', entry: `${closed}/r3/mf-manifest.json` }),
  );
  results['errors.runtime-007'] = await failure(() => loadFrom('h7', { name: 'r7', version: '1.0.0' }));
  results['errors.runtime-008'] = await failure(() =>
    loadFrom('h8', { name: 'r8', entry: `${closed}/r8/remoteEntry.js` }),
  );
  // The line after `Original Error Message:` names the kind of failure.
  results['errors.runtime-008-original'] = lastMessage.match(/Original Error Message:\s*(\w+):/)?.[1] ?? 'none';
  const url11 = `${closed}/r11/mf-manifest.json`;
  results['errors.runtime-011'] = await failure(() =>
    loadFrom('h11', { name: 'r11', entry: url11 }, [
      serveManifests({ [url11]: manifest('r11', `${closed}/r11/`, '') }),
    ]),
  );
  const url13 = `${closed}/r13/mf-manifest.json`;
  results['errors.runtime-013'] = await failure(() =>
    loadFrom('h13', { name: 'r13', entry: url13 }, [serveManifests({ [url13]: { name: 'r13' } })]),
  );
  results['errors.runtime-014'] = await failure(() =>
    loadFrom(
      'h14',
      { name: 'r14', entry: 'data:text/javascript,window.r14={init(){},get(){return undefined}}' },
      undefined,
      'Missing',
    ),
  );
  results['errors.runtime-015'] = await failure(() =>
    loadFrom('h15', {
      name: 'r15',
      entry: 'data:text/javascript,window.r15={init(){throw new Error("boom")},get(){}}',
    }),
  );

  // Script timeout: the default, and what a createScript hook's `timeout` changes.
  results['plugin.script-timeout-default'] = await timersDuring(() =>
    loadFrom('ht1', { name: 'rt1', entry: `${closed}/rt1/remoteEntry.js` }),
  );
  results['plugin.script-timeout-hook'] = await timersDuring(() =>
    loadFrom('ht2', { name: 'rt2', entry: `${closed}/rt2/remoteEntry.js` }, [
      { name: 'short-timeout', createScript: () => ({ timeout: 5000 }) },
    ]),
  );

  // Manifest requests: the init object the runtime passes to fetch, and where the loading promise lives.
  const catalogUrl = `${closed}/catalog/mf-manifest.json`;
  const seenInit = [];
  const initiators = [];
  const linkAttrs = [];
  const linkTimeouts = [];
  const scriptUrls = [];
  const catalog = createInstance({
    name: 'shell',
    remotes: [{ name: 'catalog', entry: catalogUrl }],
    plugins: [
      {
        name: 'record',
        fetch(_url, init) {
          seenInit.push(JSON.stringify(init));
          return Promise.resolve(new Response(JSON.stringify(manifest('catalog', `${closed}/catalog/`))));
        },
        createScript({ url, resourceContext }) {
          initiators.push(`${resourceContext?.initiator}:${resourceContext?.resourceType}`);
          scriptUrls.push(url);
          return { timeout: 1000 };
        },
        createLink({ attrs, resourceContext }) {
          initiators.push(`${resourceContext?.initiator}:${resourceContext?.resourceType}`);
          linkAttrs.push(JSON.stringify(attrs));
          return { timeout: 1000 };
        },
      },
    ],
  });
  const linkTimers = await timersDuring(() => catalog.preloadRemote([{ nameOrAlias: 'catalog', exposes: ['Button'] }]));
  linkTimeouts.push(linkTimers);
  results['plugin.fetch-init'] = seenInit[0] ?? 'fetch hook not called';
  // The runtime keeps manifest requests on `document.defaultView`, which in a browser is the global object.
  const manifestLoading = dom.window.__FEDERATION__.__MANIFEST_LOADING__;
  results['debug.manifest-loading'] =
    manifestLoading[catalogUrl] instanceof Promise
      ? '__FEDERATION__.__MANIFEST_LOADING__[manifestUrl]'
      : Object.keys(manifestLoading).join(', ') || 'empty';
  results['debug.preloaded-map'] = [...globalThis.__FEDERATION__.__PRELOADED_MAP__.keys()].join(', ');
  results['plugin.preload-link-attrs'] = linkAttrs.find((a) => a.includes('script')) ?? linkAttrs.join(' | ');
  results['debug.instances'] = globalThis.__FEDERATION__.__INSTANCES__.includes(catalog)
    ? '__FEDERATION__.__INSTANCES__'
    : 'not registered';
  await failure(() => catalog.loadRemote('catalog/Button'));
  results['plugin.initiator'] = [...new Set(initiators.map((i) => i.split(':')[0]))].join(', ');

  // Link preloads without a createLink hook: the timer the runtime starts for each <link>. jsdom never
  // fires load for a preload link, so the preload is left pending once the link is in the document.
  const timers = recordTimers();
  const url2 = `${closed}/catalog2/mf-manifest.json`;
  createInstance({
    name: 'shell_links',
    remotes: [{ name: 'catalog2', entry: url2 }],
    plugins: [
      serveManifests({ [url2]: manifest('catalog2', `${closed}/catalog2/`) }),
      { name: 'quiet-scripts', createScript: () => ({ timeout: 1 }) },
    ],
  })
    .preloadRemote([{ nameOrAlias: 'catalog2', exposes: ['Button'] }])
    .catch(() => undefined);
  for (let i = 0; i < 200 && !document.querySelector('link[href$="catalog2/__federation_expose_Button.js"]'); i++) {
    await new Promise((resolve) => timers.original(resolve, 10));
  }
  results['plugin.link-timeout-default'] = timers.stop();

  // afterResolve: rewrite the entry the manifest resolved to; the script that loads is the new one.
  const movedUrl = `${closed}/moved/mf-manifest.json`;
  const loaded = [];
  await failure(() =>
    createInstance({
      name: 'h_moved',
      remotes: [{ name: 'moved', entry: movedUrl }],
      plugins: [
        serveManifests({ [movedUrl]: manifest('moved', `${closed}/moved/`) }),
        {
          name: 'rewrite-entry',
          afterResolve(args) {
            args.remoteInfo.entry = args.remoteInfo.entry.replace('/moved/', '/mirror/');
            return args;
          },
          createScript({ url, resourceContext }) {
            if (resourceContext?.initiator === 'loadRemote') loaded.push(url.replace(closed, ''));
            return { timeout: 1000 };
          },
        },
      ],
    }).loadRemote('moved/Button'),
  );
  results['plugin.after-resolve-entry'] = loaded.at(-1) ?? 'nothing loaded';
  results['plugin.after-resolve-preloaded'] = loaded.slice(0, -1).join(', ');
}

child.report(main, results);
