// @ts-check
import { boundaryFiles, lib, producer, reportFn } from '../fixtures.mjs';

// Audit finding M7: the prefer-host recipe of /plugin/dev/ (a resolveShare plugin registered on the
// host) with both load orders. The host provides ui-kit 1.2.0, the producer 1.5.0, both singletons.
const plugin = `export default function preferHostSharePlugin() {
  return {
    name: 'prefer-host-share-plugin',
    resolveShare(args) {
      if (args.pkgName !== 'ui-kit') return args;
      const versions = args.shareScopeMap[args.scope]?.['ui-kit'] ?? {};
      const hostCopy = Object.values(versions).find((shared) => shared.from === 'consumer');
      if (hostCopy) args.resolver = () => ({ shared: hostCopy, useTreesShaking: false });
      return args;
    },
  };
}
`;
const shared = (/** @type {string} */ v) => ({ 'ui-kit': { singleton: true, requiredVersion: `^${v}` } });
/** @param {string} bootstrap */
const host = (bootstrap) => ({
  files: {
    ...boundaryFiles,
    ...lib('ui-kit', '1.2.0', 'consumer'),
    'src/prefer-host.js': plugin,
    'src/bootstrap.js': `const report = ${reportFn};\n${bootstrap}\n`,
  },
  config: (/** @type {any} */ { mf, urls, dir }) => ({
    plugins: [
      mf({
        name: 'consumer',
        remotes: { producer: `producer@${urls.producer}remoteEntry.js` },
        shared: shared('1.2.0'),
        runtimePlugins: [`${dir}/src/prefer-host.js`],
      }),
    ],
  }),
});
const uiProducer = producer({
  files: {
    ...lib('ui-kit', '1.5.0', 'producer'),
    'src/Button.js': "import copy from 'ui-kit';\nexport default function Button() { return copy; }\n",
  },
  shared: shared('1.5.0'),
});

export default {
  id: 'audit.rspack.prefer-host',
  bundler: 'rspack',
  broken: '(evidence) the producer loads ui-kit before the host does',
  fixed: '(evidence) the host loads ui-kit first',
  variants: {
    'host-first': {
      apps: {
        producer: uiProducer,
        consumer: host(`import own from 'ui-kit';
import('producer/Button').then((m) => labDone({ host: own.owner + ' ' + own.version, producer: m.default().owner + ' ' + m.default().version }), (e) => labDone(report(e)));`),
      },
      load: 'consumer',
    },
    'producer-first': {
      apps: {
        producer: uiProducer,
        consumer: host(`(async () => {
  const theirs = (await import('producer/Button')).default();
  const own = (await import('ui-kit')).default;
  labDone({ producer: theirs.owner + ' ' + theirs.version, host: own.owner + ' ' + own.version });
})().catch((e) => labDone(report(e)));`),
      },
      load: 'consumer',
    },
  },
};
