#!/usr/bin/env node
// @ts-check
/**
 * The lab build of the snapshot section of /configure/manifest, the global-variable lists of
 * /guide/debug/variables and the two recipes /practice/scenario/csp and /practice/scenario/browser-support.
 * A producer and a consumer are built with the project's @rspack/core and @module-federation/enhanced
 * (rspack) and opened in Chromium from two origins (the consumer on LAB_HOST_PORT, the producer on
 * LAB_REMOTE_PORT). The consumer registers a runtime plugin that records every snapshot and loading hook.
 *
 * - snapshot: the manifest path; a snapshot a deployment service wrote into the page beforehand (no
 *   manifest request); and three failures (manifest 404, remote entry 404, missing expose): which hooks
 *   ran before each failure and its error code. Also `__FEDERATION__`'s keys, the `moduleInfo` entries
 *   and fields, and the members of the bundled instance.
 * - csp: the same apps served with a Content-Security-Policy header (no 'unsafe-eval', no 'unsafe-inline'):
 *   origins allowed, origins missing in script-src and in connect-src, nonce + 'strict-dynamic', and a
 *   producer built with `getPublicPath` (a string the consumer's runtime evaluates).
 * - compat: the ECMAScript level of the built remote entry and consumer bundle (acorn, pinned in this
 *   folder's package.json), without and with `@module-federation/*` compiled down by builtin:swc-loader.
 *
 * Writes tests/lab/stacks/page-runtime/results.json (tests/unit/content/page-runtime.test.ts holds the
 * pages to it).
 *
 *   node tests/lab/stacks/page-runtime/build.mjs [--write]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { findHeadlessChromium } from '../../../harness/chromium.mjs';
import { appUrl } from '../../urls.mjs';
import { installStack, writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/page-runtime');
const WORK = path.join(CACHE, 'work');
const WWW = path.join(CACHE, 'www');
const BASE = 'page-runtime';
const { values: opts } = parseArgs({ options: { write: { type: 'boolean', default: false } } });

installStack(HERE, CACHE);
const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');
const { generateSnapshotFromManifest } = req('@module-federation/sdk');
const acorn = createRequire(path.join(CACHE, 'package.json'))('acorn');

const HOST = new URL(appUrl(BASE, 'x', 'consumer')).origin;
const REMOTE = new URL(appUrl(BASE, 'x', 'producer')).origin;
/** Origins written as `host:` and `remote:` in results.json (the ports come from the environment). */
const short = (/** @type {string} */ s) => s.replaceAll(HOST, 'host:').replaceAll(REMOTE, 'remote:');

/** The runtime plugin the consumer registers: it records each hook it sees, in order, on `window.__trace`. */
const TRACE_PLUGIN = `const HOOKS = ['beforeRequest', 'afterResolve', 'beforeLoadRemoteSnapshot', 'loadSnapshot', 'loadRemoteSnapshot', 'afterLoadSnapshot', 'loadEntry', 'onLoad', 'errorLoadRemote'];
export default function tracePlugin() {
  const trace = (window.__trace = window.__trace || []);
  const plugin = { name: 'lab-trace' };
  for (const hook of HOOKS) {
    plugin[hook] = (args) => {
      trace.push(hook === 'loadRemoteSnapshot' ? hook + ' (from ' + args.from + ')' : hook);
      return hook === 'errorLoadRemote' || hook === 'loadEntry' ? undefined : args;
    };
  }
  return plugin;
}
`;

/** The recipe's origin allowlist as a runtime plugin (the CSP page shows the same code in TypeScript). @param {string[]} origins */
const ALLOW_PLUGIN = (origins) => `const ALLOWED = ${JSON.stringify(origins)};
export default function allowOriginsPlugin() {
  return {
    name: 'allow-origins',
    beforeRequest(args) {
      const name = args.id.split('/')[0];
      const remote = args.options.remotes.find((r) => r.name === name || r.alias === name);
      if (remote && 'entry' in remote) {
        const origin = new URL(remote.entry, location.href).origin;
        if (!ALLOWED.includes(origin)) throw new Error('Remote "' + remote.name + '" is not allowed from ' + origin);
      }
      return args;
    },
  };
}
`;

const BOOTSTRAP = `import { loadRemote } from '@module-federation/enhanced/runtime';
const report = (r) => { window.__result = r; };
loadRemote(window.__expose || 'producer/Button').then(
  (m) => report({ loaded: m.default() }),
  (e) => { const msg = String((e && e.message) || e); report({ error: msg.split('\\n')[0], code: (msg.match(/#([A-Z]+-\\d+)/) || [])[1] || null }); },
);
`;

/** @param {any} config @returns {Promise<void>} */
const build = (config) =>
  new Promise((resolve, reject) =>
    rspack(config, (/** @type {any} */ e, /** @type {any} */ s) =>
      e ? reject(e) : s.hasErrors() ? reject(new Error(s.toString({ all: false, errors: true }))) : resolve(undefined),
    ),
  );

/**
 * Builds the producer into www/<group>/<variant>/producer.
 * @param {string} group @param {string} variant @param {{ getPublicPath?: boolean, downlevel?: boolean }} [o]
 */
async function producer(group, variant, o = {}) {
  const dir = path.join(WORK, group, variant, 'producer');
  const out = path.join(WWW, BASE, group, variant, 'producer');
  const url = appUrl(`${BASE}/${group}`, variant, 'producer');
  writeFiles(dir, {
    'package.json': '{"name":"producer","version":"1.0.0"}',
    'src/index.js': 'export {};\n',
    'src/Button.js': "export default function Button() { return 'Button from producer'; }\n",
  });
  await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: false,
    ...(o.downlevel ? downlevel(dir) : {}),
    output: { path: out, publicPath: 'auto', uniqueName: 'producer', clean: true },
    plugins: [
      new ModuleFederationPlugin({
        name: 'producer',
        filename: 'remoteEntry.js',
        exposes: { './Button': './src/Button.js' },
        manifest: true,
        dts: false,
        ...(o.getPublicPath ? { getPublicPath: `function () { return ${JSON.stringify(url)}; }` } : {}),
      }),
    ],
  });
  return out;
}

/** The downlevel configuration the browser-support recipe shows (Rspack). @param {string} dir */
function downlevel(dir) {
  return {
    target: ['web', 'es2015'],
    module: {
      rules: [
        {
          test: /\.[cm]?js$/,
          include: [path.join(dir, 'src'), /[\\/]node_modules[\\/]@module-federation[\\/]/],
          loader: 'builtin:swc-loader',
          options: { jsc: { target: 'es2015' } },
          type: 'javascript/auto',
        },
      ],
    },
  };
}

/**
 * Builds the consumer into www/<group>/<variant>/consumer.
 * @param {string} group @param {string} variant
 * @param {{ remote?: string, snapshot?: string, html?: string, csp?: string, expose?: string, downlevel?: boolean, allow?: string[] }} o
 */
async function consumer(group, variant, o) {
  const dir = path.join(WORK, group, variant, 'consumer');
  const out = path.join(WWW, BASE, group, variant, 'consumer');
  const producerUrl = appUrl(`${BASE}/${group}`, variant, 'producer');
  writeFiles(dir, {
    'package.json': '{"name":"consumer","version":"1.0.0"}',
    'src/index.js': "import('./bootstrap.js');\n",
    'src/bootstrap.js': BOOTSTRAP,
    'src/trace-plugin.js': TRACE_PLUGIN,
    ...(o.allow ? { 'src/allow-plugin.js': ALLOW_PLUGIN(o.allow) } : {}),
  });
  await build({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    devtool: false,
    ...(o.downlevel ? downlevel(dir) : {}),
    output: { path: out, publicPath: 'auto', uniqueName: 'consumer', clean: true },
    plugins: [
      new ModuleFederationPlugin({
        name: 'consumer',
        remotes: { producer: `producer@${o.remote ?? `${producerUrl}mf-manifest.json`}` },
        runtimePlugins: [
          ...(o.allow ? [path.join(dir, 'src/allow-plugin.js')] : []),
          path.join(dir, 'src/trace-plugin.js'),
        ],
        dts: false,
      }),
    ],
  });
  const scripts = [...(o.expose ? ['expose.js'] : []), ...(o.snapshot ? ['snapshot.js'] : []), 'main.js'];
  if (o.expose) fs.writeFileSync(path.join(out, 'expose.js'), `window.__expose = ${JSON.stringify(o.expose)};\n`);
  if (o.snapshot) fs.writeFileSync(path.join(out, 'snapshot.js'), o.snapshot);
  const nonce = o.csp?.includes("'nonce-lab'") ? ' nonce="lab"' : '';
  fs.writeFileSync(
    path.join(out, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>lab</title></head><body>${scripts.map((s) => `<script src="${s}"${nonce}></script>`).join('')}</body></html>\n`,
  );
  if (o.csp) fs.writeFileSync(path.join(out, '.csp'), o.csp);
  return out;
}

/** Static server on both origins; an HTML file is sent with the CSP in the `.csp` file beside it. */
async function serve() {
  const servers = [HOST, REMOTE].map(() =>
    http.createServer((rq, res) => {
      const file = path.join(WWW, decodeURIComponent(new URL(rq.url ?? '/', 'http://x').pathname));
      const f = fs.existsSync(file) && fs.statSync(file).isDirectory() ? path.join(file, 'index.html') : file;
      /** @type {Record<string, string>} */
      const headers = { 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
      if (!f.startsWith(WWW) || !fs.existsSync(f)) return res.writeHead(404, headers).end('not found');
      const csp = path.join(path.dirname(f), '.csp');
      if (f.endsWith('.html') && fs.existsSync(csp)) headers['content-security-policy'] = fs.readFileSync(csp, 'utf8');
      headers['content-type'] = f.endsWith('.json')
        ? 'application/json'
        : f.endsWith('.html')
          ? 'text/html'
          : 'text/javascript';
      res.writeHead(200, headers).end(fs.readFileSync(f));
    }),
  );
  await Promise.all(
    servers.map(
      (s, i) =>
        new Promise((resolve, reject) =>
          s
            .once('error', reject)
            .listen(Number(new URL([HOST, REMOTE][i] ?? '').port), '127.0.0.1', () => resolve(undefined)),
        ),
    ),
  );
  return () => Promise.all(servers.map((s) => new Promise((r) => s.close(() => r(undefined)).closeAllConnections())));
}

/** @type {import('@playwright/test').Browser} */
let browser;

/** Opens a consumer page and returns what it reported, the hooks seen, requests, CSP violations and console errors. */
async function open(/** @type {string} */ group, /** @type {string} */ variant, extra = false) {
  const p = await browser.newPage();
  const requests = /** @type {string[]} */ ([]);
  const violations = /** @type {string[]} */ ([]);
  const consoleErrors = /** @type {string[]} */ ([]);
  p.on('request', (r) => requests.push(short(r.url())));
  p.on('console', (m) => m.type() === 'error' && consoleErrors.push(short(m.text()).split('\n')[0] ?? ''));
  await p.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await p.goto(appUrl(`${BASE}/${group}`, variant, 'consumer'));
  const result = await p
    .waitForFunction(() => /** @type {any} */ (window).__result, undefined, { timeout: 20_000 })
    .then(
      (h) => h.jsonValue(),
      () => ({ timeout: 'no result in 20 s' }),
    );
  const page = /** @type {any} */ (
    await p.evaluate(() => {
      const w = /** @type {any} */ (window);
      return { trace: w.__trace ?? [], violations: w.__violations };
    })
  );
  violations.push(...page.violations.map(short));
  /** @type {Record<string, unknown>} */
  const record = {
    result: JSON.parse(short(JSON.stringify(result))),
    hooks: page.trace,
    manifestRequested: requests.some((r) => r.endsWith('/mf-manifest.json')),
    requests: requests
      .filter((r) => !r.startsWith('host:') || !r.endsWith('index.html'))
      .map((r) => r.replace(`/${BASE}/`, '/')),
    violations,
    consoleErrors,
  };
  if (extra) record.globals = JSON.parse(short(JSON.stringify(await p.evaluate(readGlobals))));
  await p.close();
  return record;
}

/** What the debug page lists: `__FEDERATION__`'s keys, moduleInfo keys and fields, the instance's members. */
function readGlobals() {
  const f = /** @type {any} */ (window).__FEDERATION__;
  const info = f.moduleInfo;
  const producerKey = Object.keys(info).find((k) => k.startsWith('producer:')) ?? '';
  const instance = f.__INSTANCES__[0];
  return {
    federationKeys: Object.keys(f).sort(),
    instances: f.__INSTANCES__.map((/** @type {any} */ i) => i.name),
    moduleInfoKeys: Object.keys(info),
    hostFields: Object.keys(info.consumer ?? {}).sort(),
    hostRemotesInfo: info.consumer?.remotesInfo,
    producerFields: Object.keys(info[producerKey] ?? {}).sort(),
    producerModuleFields: Object.keys(info[producerKey]?.modules?.[0] ?? {}).sort(),
    producerSharedLength: info[producerKey]?.shared?.length ?? null,
    instanceMembers: Object.keys(instance).sort(),
    instanceOptionKeys: Object.keys(instance.options).sort(),
    instanceVersion: instance.version,
    snapshotHandlerMembers: Object.keys(instance.snapshotHandler).sort(),
    manifestCacheKeys: [...instance.snapshotHandler.manifestCache.keys()],
    manifestLoadingKeys: Object.keys(f.__MANIFEST_LOADING__),
    remoteHandlerMembers: Object.keys(instance.remoteHandler).sort(),
    moduleCacheKeys: [...instance.moduleCache.keys()],
    preloadedMap: f.__PRELOADED_MAP__ instanceof Map ? `Map(${f.__PRELOADED_MAP__.size})` : typeof f.__PRELOADED_MAP__,
  };
}

/** The lowest ECMAScript version acorn parses the file with. @param {string} file @param {'script' | 'module'} type */
function esLevel(file, type = 'script') {
  const code = fs.readFileSync(file, 'utf8');
  for (const v of [5, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025]) {
    try {
      acorn.parse(code, { ecmaVersion: v, sourceType: type });
      return v === 5 ? 'ES5' : `ES${v}`;
    } catch {}
  }
  return 'not parsed';
}

/** The first construct acorn rejects at the given level (what needs compiling down). @param {string} file @param {number} v */
function firstBlocker(file, v) {
  const code = fs.readFileSync(file, 'utf8');
  try {
    acorn.parse(code, { ecmaVersion: /** @type {any} */ (v), sourceType: 'script' });
    return 'none';
  } catch (e) {
    const pos = /** @type {any} */ (e).pos ?? 0;
    return `${String(/** @type {any} */ (e).message).replace(/ \(\d+:\d+\)$/, '')}: ${JSON.stringify(code.slice(Math.max(0, pos - 2), pos + 12))}`;
  }
}

const stop = await serve();
browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: ['--no-sandbox'] });
/** @type {Record<string, any>} */
const results = {
  versions: Object.fromEntries(
    ['@rspack/core', '@module-federation/enhanced', '@module-federation/runtime-core', 'acorn'].map((pkg) => [
      pkg,
      JSON.parse(
        fs.readFileSync(path.join(pkg === 'acorn' ? CACHE : ROOT, 'node_modules', pkg, 'package.json'), 'utf8'),
      ).version,
    ]),
  ),
};
try {
  // Snapshot: the manifest path, a pre-generated snapshot, and a failure at each stage.
  const snap = /** @type {Record<string, unknown>} */ ({});
  await producer('snapshot', 'manifest');
  await consumer('snapshot', 'manifest', {});
  snap.manifest = await open('snapshot', 'manifest', true);

  const preUrl = appUrl(`${BASE}/snapshot`, 'pregenerated', 'producer');
  await producer('snapshot', 'pregenerated');
  const manifestJson = JSON.parse(
    fs.readFileSync(path.join(WWW, BASE, 'snapshot', 'pregenerated', 'producer', 'mf-manifest.json'), 'utf8'),
  );
  // What a deployment service does: read the manifest at release time, write the snapshot into the page.
  const manifestUrl = `${preUrl}mf-manifest.json`;
  const producerSnapshot = generateSnapshotFromManifest(manifestJson, { version: manifestUrl });
  const moduleInfo = {
    consumer: { version: '', remoteEntry: '', remotesInfo: { producer: { matchedVersion: manifestUrl } } },
    [`producer:${manifestUrl}`]: producerSnapshot,
  };
  await consumer('snapshot', 'pregenerated', {
    snapshot: `window.__FEDERATION__ = { moduleInfo: ${JSON.stringify(moduleInfo)} };\n`,
  });
  snap.pregenerated = await open('snapshot', 'pregenerated');
  snap.pregeneratedSnapshotFields = Object.keys(producerSnapshot).sort();

  await producer('snapshot', 'manifest-404');
  await consumer('snapshot', 'manifest-404', {
    remote: `${appUrl(`${BASE}/snapshot`, 'manifest-404', 'producer')}mf-manifest-missing.json`,
  });
  snap['manifest-404'] = await open('snapshot', 'manifest-404');

  const entry404 = await producer('snapshot', 'entry-404');
  fs.rmSync(path.join(entry404, 'remoteEntry.js'));
  await consumer('snapshot', 'entry-404', {});
  snap['entry-404'] = await open('snapshot', 'entry-404');

  await producer('snapshot', 'expose-missing');
  await consumer('snapshot', 'expose-missing', { expose: 'producer/Missing' });
  snap['expose-missing'] = await open('snapshot', 'expose-missing');
  results.snapshot = snap;

  // CSP: the same apps under a policy with neither 'unsafe-eval' nor 'unsafe-inline'.
  const csp = /** @type {Record<string, unknown>} */ ({});
  const policies = {
    allowed: `default-src 'none'; script-src 'self' ${REMOTE}; connect-src 'self' ${REMOTE}`,
    'script-src-missing': `default-src 'none'; script-src 'self'; connect-src 'self' ${REMOTE}`,
    'connect-src-missing': `default-src 'none'; script-src 'self' ${REMOTE}; connect-src 'self'`,
    'strict-dynamic': `default-src 'none'; script-src 'nonce-lab' 'strict-dynamic'; connect-src 'self' ${REMOTE}`,
    'get-public-path': `default-src 'none'; script-src 'self' ${REMOTE}; connect-src 'self' ${REMOTE}`,
    'get-public-path-unsafe-eval': `default-src 'none'; script-src 'self' 'unsafe-eval' ${REMOTE}; connect-src 'self' ${REMOTE}`,
  };
  for (const [variant, policy] of Object.entries(policies)) {
    await producer('csp', variant, { getPublicPath: variant.startsWith('get-public-path') });
    await consumer('csp', variant, { csp: policy });
    csp[variant] = { policy: short(policy), ...(await open('csp', variant)) };
  }
  // The origin allowlist of the recipe: the producer's origin listed, and not listed.
  for (const [variant, origins] of /** @type {const} */ ([
    ['allowlist-listed', [REMOTE]],
    ['allowlist-unlisted', [HOST]],
  ])) {
    await producer('csp', variant);
    await consumer('csp', variant, { allow: [...origins] });
    const r = await open('csp', variant);
    csp[variant] = { allowed: origins.map(short), ...r };
  }
  results.csp = csp;

  // Browser support: the ES level of what the build emits, as built and compiled down.
  const compat = /** @type {Record<string, unknown>} */ ({});
  for (const [variant, down] of /** @type {const} */ ([
    ['default', false],
    ['downlevel', true],
  ])) {
    const p = await producer('compat', variant, { downlevel: down });
    const c = await consumer('compat', variant, { downlevel: down });
    const files = ['remoteEntry.js', ...fs.readdirSync(p).filter((f) => f.startsWith('__federation_expose'))];
    compat[variant] = {
      remoteEntry: esLevel(path.join(p, 'remoteEntry.js')),
      consumerMain: esLevel(path.join(c, 'main.js')),
      consumerChunks: [
        ...new Set(
          fs
            .readdirSync(c)
            .filter((f) => f.endsWith('.js') && f !== 'main.js')
            .map((f) => esLevel(path.join(c, f))),
        ),
      ].sort(),
      producerFiles: files.length,
      es2015Blocker: firstBlocker(path.join(c, 'main.js'), 2015),
      es2020Blocker: firstBlocker(path.join(c, 'main.js'), 2020),
      page: await open('compat', variant),
    };
  }
  results.compat = compat;
} finally {
  await browser.close();
  await stop();
}

const text = `${JSON.stringify(results, null, 2)}\n`;
fs.writeFileSync(path.join(CACHE, 'results.json'), text);
const committed = path.join(HERE, 'results.json');
if (opts.write || !fs.existsSync(committed)) {
  fs.writeFileSync(committed, text);
  execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
}
console.log(text);
if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(results)) {
  console.error(
    'page-runtime: the run differs from tests/lab/stacks/page-runtime/results.json: run with --write and update the pages',
  );
  process.exitCode = 1;
}
