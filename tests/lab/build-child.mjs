// @ts-check
/**
 * Builds every app of one scenario (tests/lab/README.md) in this process, then prints one JSON line
 * `LAB-BUILD <json>` with what each build did: whether it threw, its errors and warnings, the files it
 * emitted, and the mf-manifest.json / mf-stats.json it wrote. Run by run.mjs, one process per scenario
 * (and one per webpack install: the federation plugin keeps the webpack path in process.env).
 *
 *   node tests/lab/build-child.mjs <scenario file> <json: { work, www, base, only }>
 *
 * `require` for the bundlers is made from `work` (the folder whose node_modules the bundlers come from),
 * so the broken webpack variant can run against a node_modules with another webpack (run.mjs).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appUrl } from './urls.mjs';

const [scenarioFile, json] = process.argv.slice(2);
const job = JSON.parse(json ?? '{}');
const scenario = (await import(pathToFileURL(path.resolve(scenarioFile ?? '')).href)).default;

/** @param {string} dir @param {Record<string, string>} files */
function writeFiles(dir, files) {
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries({ 'package.json': '{"name":"lab-app","version":"1.0.0"}', ...files })) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
}

/** @param {string} dir */
function listFiles(dir, prefix = '') {
  if (!fs.existsSync(dir)) return [];
  /** @type {string[]} */
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isDirectory()) out.push(...listFiles(path.join(dir, e.name), `${prefix}${e.name}/`));
    else out.push(prefix + e.name);
  }
  return out;
}

/** @param {string} file */
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

/** Captures what the build prints (the plugins log through console and process.stdout). */
function capture() {
  /** @type {string[]} */
  const lines = [];
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  /** @param {any} chunk */
  const hook = (chunk) => {
    lines.push(String(chunk));
    return true;
  };
  process.stdout.write = /** @type {any} */ (hook);
  process.stderr.write = /** @type {any} */ (hook);
  return () => {
    process.stdout.write = out;
    process.stderr.write = err;
    return lines
      .join('')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .filter((l) => l.trim() !== '');
  };
}

/** @param {unknown} e */
const message = (e) => (e instanceof Error ? e.message : String(e));

/**
 * @param {any} app
 * @param {{ dir: string, out: string, url: string, urls: Record<string, string>, name: string, variant: string, pass: number }} ctx
 */
async function build(app, ctx) {
  const req = createRequire(path.join(job.work, 'lab.js'));
  const bundler = app.bundler ?? scenario.bundler;
  /** @type {Record<string, any>} */
  const result = { bundler, ok: false, thrown: undefined, errors: [], warnings: [] };
  // With `passes`, how many files the app's persistent cache (`.cache` in its folder) held before this build.
  if (app.passes) result.cacheFilesBefore = listFiles(path.join(ctx.dir, '.cache')).length;
  const done = capture();
  try {
    if (bundler === 'rsbuild') {
      const { createRsbuild } = req('@rsbuild/core');
      const { pluginModuleFederation } = req('@module-federation/rsbuild-plugin');
      const own = app.config({ ...ctx, mf: pluginModuleFederation });
      const rsbuild = await createRsbuild({
        cwd: ctx.dir,
        rsbuildConfig: {
          mode: 'development',
          source: { entry: { index: './src/index.js' } },
          html: { tags: [{ tag: 'script', children: LAB_SCRIPT, head: true, append: false }] },
          performance: { printFileSize: false },
          // A development build takes `dev.assetPrefix` (a production build `output.assetPrefix`).
          dev: { assetPrefix: ctx.url },
          ...own,
          output: {
            distPath: { root: ctx.out },
            assetPrefix: ctx.url,
            cleanDistPath: true,
            sourceMap: false,
            ...own.output,
          },
        },
      });
      try {
        await rsbuild.build();
        result.ok = true;
      } catch (e) {
        result.thrown = message(e);
      }
    } else {
      const isWebpack = bundler.startsWith('webpack');
      const core = isWebpack ? req('webpack') : req('@rspack/core').rspack;
      const { ModuleFederationPlugin } = req(
        isWebpack ? '@module-federation/enhanced/webpack' : '@module-federation/enhanced/rspack',
      );
      result.bundlerVersion = core.rspackVersion ?? core.version;
      const own = app.config({
        ...ctx,
        mf: (/** @type {any} */ o) => new ModuleFederationPlugin({ dts: false, ...o }),
      });
      const config = {
        mode: 'development',
        devtool: false,
        context: ctx.dir,
        entry: './src/index.js',
        ...own,
        output: { path: ctx.out, publicPath: 'auto', clean: true, uniqueName: `lab_${ctx.name}`, ...own.output },
        infrastructureLogging: { level: 'warn' },
      };
      const stats = await new Promise((resolve, reject) => {
        try {
          const compiler = core(config);
          compiler.run((/** @type {any} */ e, /** @type {any} */ s) => {
            if (e) return reject(e);
            compiler.close(() => resolve(s));
          });
        } catch (e) {
          reject(e);
        }
      }).catch((e) => {
        result.thrown = message(e);
        return undefined;
      });
      if (stats) {
        const j = stats.toJson({ all: false, errors: true, warnings: true });
        result.errors = (j.errors ?? []).map((/** @type {any} */ x) => x.message);
        result.warnings = (j.warnings ?? []).map((/** @type {any} */ x) => x.message);
        result.ok = !stats.hasErrors();
        if (!app.noHtml)
          fs.writeFileSync(path.join(ctx.out, 'index.html'), page(app.scripts ?? ['main.js'], app.body ?? ''));
      }
    }
  } finally {
    result.log = done();
  }
  result.files = listFiles(ctx.out);
  result.manifest = readJson(path.join(ctx.out, 'mf-manifest.json'));
  result.stats = readJson(path.join(ctx.out, 'mf-stats.json'));
  // Every other mf-*.json at the top (a `manifest.fileName` renames both files).
  result.otherMfJson = Object.fromEntries(
    result.files
      .filter((/** @type {string} */ f) => /^mf-.*\.json$/.test(f) && f !== 'mf-manifest.json' && f !== 'mf-stats.json')
      .map((/** @type {string} */ f) => [f, readJson(path.join(ctx.out, f))]),
  );
  // What the remote entry exports when it is an ES module (`export { … }`), else null.
  const entry = path.join(ctx.out, 'remoteEntry.js');
  const list = fs.existsSync(entry) ? /export\s*\{([^}]*)\}/.exec(fs.readFileSync(entry, 'utf8'))?.[1] : undefined;
  result.remoteEntryExports = list
    ? list
        .split(',')
        .map((x) =>
          x
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .sort()
    : null;
  if (app.serve) fs.writeFileSync(path.join(ctx.out, '.lab-serve.json'), JSON.stringify(app.serve));
  return result;
}

/** Records what the page's app reports (`labDone`) and any uncaught error, for run.mjs to read. */
const LAB_SCRIPT = `window.__LAB__={done:false};window.labDone=function(r){if(!window.__LAB__.done){window.__LAB__.result=r;window.__LAB__.done=true}};
addEventListener('error',function(e){labDone({uncaught:String(e.error&&e.error.message||e.message)})});
addEventListener('unhandledrejection',function(e){labDone({uncaught:String(e.reason&&e.reason.message||e.reason)})});`;

/** @param {string[]} scripts @param {string} body markup before the app's root */
const page = (scripts, body) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>lab</title><script>${LAB_SCRIPT}</script></head><body>${body}<div id="root"></div>${scripts.map((s) => `<script src="${s}"></script>`).join('')}</body></html>`;

/** @type {Record<string, Record<string, unknown>>} */
const results = {};
for (const [variant, v] of Object.entries(scenario.variants)) {
  if (job.only && job.only !== variant) continue;
  results[variant] = {};
  const urls = Object.fromEntries(Object.keys(v.apps).map((name) => [name, appUrl(job.base, variant, name)]));
  for (const [name, app] of Object.entries(/** @type {Record<string, any>} */ (v.apps))) {
    if (
      job.onlyBundler
        ? (app.bundler ?? scenario.bundler) !== job.onlyBundler
        : job.skipBundler === (app.bundler ?? scenario.bundler)
    )
      continue;
    const dir = path.join(job.work, 'src', job.base, variant, name);
    const out = path.join(job.www, job.base, variant, name);
    writeFiles(dir, app.files);
    // `passes: 2` builds the app twice in the same folder (the second from the first's persistent cache);
    // `ctx.pass` tells the config which build it is, and the record keeps the last.
    for (let pass = 0; pass < (app.passes ?? 1); pass++)
      results[variant][name] = await build(app, { dir, out, url: urls[name] ?? '', urls, name, variant, pass });
  }
}
process.stdout.write(`\nLAB-BUILD ${JSON.stringify(results)}\n`);
