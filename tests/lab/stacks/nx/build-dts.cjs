// @ts-check
/**
 * Runs inside the lab's Nx workspace (cwd = its root, as `nx build` runs): builds the remote with
 * withModuleFederation and the federation plugin's `dts` option in the form given as argv[3], and prints
 * one JSON line with what was emitted. What the type generation printed is read by build.mjs from this
 * process's output. Called by build.mjs once per form.
 *
 *   node build-dts.cjs <outDir> <true|top-level|both>
 */
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
/** @type {(id: string) => any} */
const fromLab = require;
const { createProjectGraphAsync } = fromLab('@nx/devkit');

/** @param {string} file */
function loadTs(file) {
  const { code } = rspack.experiments.swc.transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const m = { exports: /** @type {any} */ ({}) };
  new Function('module', 'exports', 'require', code)(m, m.exports, require);
  return m.exports.default ?? m.exports;
}

const tsConfigPath = 'apps/remote/tsconfig.app.json';
/** @type {Record<string, unknown>} */
const forms = {
  true: true,
  'top-level': { tsConfigPath },
  both: { tsConfigPath, generateTypes: { tsConfigPath } },
};

(async () => {
  const outDir = process.argv[2] ?? 'dist-dts';
  const form = process.argv[3] ?? 'true';
  await createProjectGraphAsync({ exitOnError: true });
  const { withModuleFederation } = fromLab('@nx/module-federation/rspack');
  const make = await withModuleFederation(loadTs('apps/remote/module-federation.config.ts'), { dts: forms[form] });
  const config = make(
    {
      mode: 'production',
      context: process.cwd(),
      entry: './apps/remote/src/main.ts',
      devtool: false,
      resolve: { extensions: ['.tsx', '.ts', '.js'], tsConfig: path.resolve('tsconfig.base.json') },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
            },
            type: 'javascript/auto',
          },
        ],
      },
      output: { path: path.resolve(outDir), clean: true },
      optimization: { minimize: false },
      plugins: [],
    },
    { context: {} },
  );
  const stats = await new Promise((res, rej) =>
    rspack.rspack(config, (e, s) => (e ? rej(e) : res(/** @type {any} */ (s)))),
  );
  const errors = stats.toJson({ all: false, errors: true }).errors.length;
  const emitted = fs.readdirSync(outDir).filter((f) => f.startsWith('@mf-types'));
  console.log(JSON.stringify({ dts: forms[form], errors, emitted }));
})().catch((e) => {
  console.error(e?.stack ?? e);
  process.exit(1);
});
