// @ts-check
import { consumer, producer } from '../fixtures.mjs';

// Audit finding M5: does a plugin registered with registerGlobalPlugins reach the instance of a bundled
// app that already exists, and does a later registerPlugins call change that?
const host = consumer({
  bootstrap: `import { getInstance, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
const seen = [];
registerGlobalPlugins([{ name: 'lab-global', beforeRequest(args) { seen.push(args.id); return args; } }]);
(async () => {
  await import('producer/Button');
  const before = seen.slice();
  getInstance().registerPlugins([]);
  await import('producer/Card');
  labDone({ beforeRegisterPlugins: before, afterRegisterPlugins: seen.slice(seen.length === before.length ? seen.length : before.length) });
})().catch((e) => labDone(report(e)));`,
});

export default {
  id: 'audit.rspack.global-plugins',
  bundler: 'rspack',
  broken: '(evidence) a global plugin registered after the bundled instance exists',
  fixed: '(evidence) the same, after `getInstance().registerPlugins([])`',
  variants: {
    run: {
      apps: {
        producer: producer({
          files: { 'src/Card.js': "export default function Card() { return 'Card'; }\n" },
          extra: { exposes: { './Button': './src/Button.js', './Card': './src/Card.js' } },
        }),
        consumer: host,
      },
      load: 'consumer',
    },
  },
};
