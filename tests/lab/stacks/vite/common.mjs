// @ts-check
/** What the Vite stack's scripts share: the Rspack producer and its Button, recording results next to the scripts. */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFiles } from '../stack.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../../..');
export const CACHE = path.join(ROOT, 'node_modules/.cache/lab/stacks/vite');

/** The installed version of `pkg` (in the stack's cache unless `root` says otherwise). */
export const version = (/** @type {string} */ pkg, root = CACHE) =>
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;

/**
 * Writes `results` to the cache and, with `write` or when missing, to `tests/lab/stacks/vite/<name>`; sets exit
 * code 1 when they differ from the committed file.
 * @param {string} name @param {unknown} results @param {boolean} write
 */
export function record(name, results, write) {
  const text = `${JSON.stringify(results, null, 2)}\n`;
  fs.mkdirSync(CACHE, { recursive: true });
  fs.writeFileSync(path.join(CACHE, name), text);
  const committed = path.join(HERE, name);
  if (write || !fs.existsSync(committed)) {
    fs.writeFileSync(committed, text);
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', committed], { stdio: 'ignore' });
  }
  console.log(text);
  if (JSON.stringify(JSON.parse(fs.readFileSync(committed, 'utf8'))) !== JSON.stringify(results)) {
    console.error(
      `vite: the run differs from tests/lab/stacks/vite/${name}: run with --write and update the Vite pages`,
    );
    process.exitCode = 1;
  }
}

/** The exposed Button: a hook, so that it breaks when the page runs two copies of React. */
export const BUTTON = `import { useState } from 'react';

export default function Button({ label }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" className="mf-button" onClick={() => setClicks(clicks + 1)}>
      {label} {clicks}
    </button>
  );
}
`;

/** Builds the Rspack producer into `out`, served at `url` (its remote entry a classic script, the enhanced plugin's default). */
export async function rspackProducer(/** @type {string} */ dir, /** @type {string} */ out, /** @type {string} */ url) {
  writeFiles(dir, {
    'package.json': '{"name":"rspack-ui","version":"1.0.0"}',
    'src/index.js': "import('./bootstrap.jsx');\n",
    'src/bootstrap.jsx':
      "import { createRoot } from 'react-dom/client';\nimport Button from './Button.jsx';\ncreateRoot(document.body).render(<Button label=\"own page\" />);\n",
    'src/Button.jsx': BUTTON,
  });
  const stats = await new Promise((resolve, reject) =>
    rspack(
      {
        mode: 'production',
        context: dir,
        entry: './src/index.js',
        devtool: false,
        resolve: { extensions: ['.jsx', '.js'] },
        module: {
          rules: [
            {
              test: /\.jsx$/,
              loader: 'builtin:swc-loader',
              options: {
                jsc: { parser: { syntax: 'ecmascript', jsx: true }, transform: { react: { runtime: 'automatic' } } },
              },
              type: 'javascript/auto',
            },
          ],
        },
        output: { path: out, publicPath: url, clean: true, uniqueName: 'rspack_ui' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'rspack_ui',
            filename: 'remoteEntry.js',
            exposes: { './Button': './src/Button.jsx' },
            shared: {
              react: { singleton: true, requiredVersion: '^19.0.0' },
              'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
              'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
            },
            dts: false,
          }),
        ],
      },
      (/** @type {any} */ e, /** @type {any} */ s) => (e ? reject(e) : resolve(s)),
    ),
  );
  if (/** @type {any} */ (stats).hasErrors()) throw new Error(/** @type {any} */ (stats).toString());
  const manifest = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'));
  return { url, remoteEntry: manifest.metaData.remoteEntry };
}

const req = createRequire(path.join(ROOT, 'package.json'));
const rspack = req('@rspack/core');
const { ModuleFederationPlugin } = req('@module-federation/enhanced/rspack');

const answers = (/** @type {number} */ port) =>
  fetch(`http://localhost:${port}/`).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Starts `vite <args>` of the stack in `cache`, in `dir` and a process of its own, and resolves once it answers on
 * `port`. `close()` resolves once that process has exited; `exited()` says whether it ended on its own. It first
 * waits until nothing answers on `port`: a server stopped a moment earlier may still be listening, and the new one
 * (with `strictPort`) would then exit while the old one answered for it, until it too went away.
 * @param {string} cache @param {string} dir @param {string[]} args @param {number} port
 * @returns {Promise<{ close: () => Promise<void>, exited: () => boolean, log: () => string }>}
 */
export async function serveVite(cache, dir, args, port) {
  for (let i = 0; await answers(port); i++) {
    if (i === 60) throw new Error(`port ${port} is still taken after 30 s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const child = spawn(
    process.execPath,
    [path.join(cache, 'node_modules/vite/bin/vite.js'), ...args, '--port', String(port), '--strictPort'],
    { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
    await exited;
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`vite ${args.join(' ')} in ${dir} exited:\n${log}`);
    if (await answers(port)) return { close, exited: () => child.exitCode !== null, log: () => log };
    await new Promise((r) => setTimeout(r, 500));
  }
  await close();
  throw new Error(`vite ${args.join(' ')} in ${dir} did not answer on ${port}:\n${log}`);
}
