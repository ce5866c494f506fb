// @ts-check
import { producer, TS_CONFIG } from '../fixtures.mjs';

// A TypeScript producer built with `dts: false` (broken) and with type generation on (fixed): is
// @mf-types.zip, which consumers download next to the remote entry, emitted?
/** @param {unknown} dts */
const tsProducer = (dts) => ({
  ...producer({
    files: {
      'src/Button.ts': 'export default function Button(): string { return "Button"; }\n',
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'es2020',
          lib: ['es2020'],
          types: [],
          module: 'esnext',
          moduleResolution: 'bundler',
          declaration: true,
          skipLibCheck: true,
        },
        include: ['src'],
      }),
    },
    extra: { exposes: { './Button': './src/Button.ts' }, dts },
    config: TS_CONFIG,
  }),
  noHtml: true,
});

export default {
  id: 'symptom.types-missing',
  bundler: 'rspack',
  broken: '`dts: false`: no `@mf-types.zip` next to the remote entry',
  fixed: '`dts: { generateTypes: true }`: `@mf-types.zip` emitted',
  variants: {
    broken: { apps: { producer: tsProducer(false) } },
    fixed: { apps: { producer: tsProducer({ generateTypes: true, consumeTypes: false }) } },
  },
};
