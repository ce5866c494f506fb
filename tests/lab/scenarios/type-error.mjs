// @ts-check
import { producer, TS_CONFIG } from '../fixtures.mjs';

// A TypeScript producer whose exposed module has a type error, built with the plugin's type generation
// (`dts`, run by @module-federation/dts-plugin); the fixed variant has no error.
/** @param {string} body */
const tsProducer = (body) => ({
  ...producer({
    files: {
      'src/Button.ts': body,
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
    extra: { exposes: { './Button': './src/Button.ts' }, dts: { generateTypes: true, consumeTypes: false } },
    config: TS_CONFIG,
  }),
  noHtml: true,
});

export default {
  id: 'build.rspack.type-error',
  bundler: 'rspack',
  broken:
    'an exposed TypeScript module with a type error: the type generation prints TYPE-001, the build still emits the remote entry',
  fixed: 'no type error: `@mf-types.zip` is emitted next to the remote entry',
  variants: {
    broken: {
      apps: {
        producer: tsProducer(
          "const count: number = 'one';\nexport default function Button(): string { return 'Button ' + count; }\n",
        ),
      },
    },
    fixed: {
      apps: {
        producer: tsProducer(
          "const count: number = 1;\nexport default function Button(): string { return 'Button ' + count; }\n",
        ),
      },
    },
  },
};
