import type { DEPTH_FACTS } from '../../../../config/facts/behaviour/depth';
import type { Scenarios } from '../../../../config/facts/behaviour/types';
import { DEPTH_RUNTIME_SCENARIOS } from './depth-runtime';
import * as topics from './depth-topics';
import { built } from './lab-results';
import { READER_RUNTIME_SCENARIOS } from './reader-runtime';
import { RELEASE_SCENARIOS } from './releases';
import { RUNTIME_ROWS_SCENARIOS } from './runtime-rows';

/** One scenario per fact of config/facts/behaviour/depth.ts; each runs the installed packages. */
export const DEPTH_SCENARIOS: Scenarios<keyof typeof DEPTH_FACTS> = {
  // Topics 3–10 (issue 27): implementations in ./depth-topics.ts.
  'shared.subpath-exact-key': topics.sharedExactKeyConsumes,
  'shared.subpath-prefix-key': topics.sharedPrefixKeyConsumes,
  'scope.same-scope': topics.scopeSameScope,
  'scope.host-other-scope': topics.scopeHostPicksOtherScope,
  'scope.missing-scope-handed-over': topics.scopeMissingScopeHandedOver,
  'scope.producer-name-only': topics.scopeProducerNameOnly,
  'scope.shared-outside-container-scope': topics.scopeSharedOutsideContainerScope,
  'treeshake.inject-default': topics.treeshakeInjectDefault,
  'treeshake.inject-false': topics.treeshakeInjectFalse,
  'treeshake.fallback-file': topics.treeshakeFallbackFile,
  'treeshake.dir-ignored-by-rspack': topics.treeshakeDirIgnoredByRspack,
  'treeshake.bytes-baseline': topics.treeshakeBytesBaseline,
  'treeshake.bytes-no-snapshot': topics.treeshakeBytesNoSnapshot,
  'treeshake.bytes-target-web': topics.treeshakeBytesTargetWeb,
  'ref.manifest-top-level': topics.refManifestTopLevel,
  'ref.manifest-metadata': topics.refManifestMetaData,
  'ref.manifest-shared': topics.refManifestShared,
  'ref.manifest-exposes': topics.refManifestExposes,
  'ref.manifest-remotes': topics.refManifestRemotes,
  'ref.stats-shared': topics.refStatsShared,
  'ref.stats-exposes': topics.refStatsExposes,
  'ref.stats-remotes': topics.refStatsRemotes,
  'ref.former-suffix-name': topics.refFormerSuffixName,
  'rsbuild.cors-production': topics.rsbuildCorsProduction,
  'rsbuild.cors-without-exposes': topics.rsbuildCorsWithoutExposes,
  'rsbuild.env-rsbuild-web': topics.rsbuildEnvRsbuildWeb,
  'rsbuild.env-rsbuild-node': topics.rsbuildEnvRsbuildNode,
  'rsbuild.env-rslib': topics.rsbuildEnvRslib,
  'rsbuild.env-rspress': topics.rsbuildEnvRspress,
  'rsbuild.node-target-missing-environment': topics.rsbuildNodeTargetMissingEnvironment,
  'rsbuild.ssr-node-output': topics.rsbuildSsrNodeOutput,
  'treeshake.runtime-mode-default': topics.treeshakeRuntimeModeDefault,
  'treeshake.fallback-bytes': topics.treeshakeFallbackBytes,
  'ref.library-module-rspack': topics.refLibraryModuleRspack,
  'ref.library-module-webpack': async () => {
    const entry = await built('build.webpack.library-module', 'build', 'producer');
    return entry.remoteEntryExports
      ? `remoteEntry.js: ${entry.remoteEntryExports.join(', ')}`
      : `no ES module remote entry: ${entry.files.join(', ')}`;
  },
  'ref.remotetype-commonjs2': topics.refRemoteTypeCommonjs2,
  'ref.remotetype-node-commonjs': topics.refRemoteTypeNodeCommonjs,
  'treeshake.select-runtime-infer': topics.treeshakeSelectRuntimeInfer,
  'treeshake.select-server-calc': topics.treeshakeSelectServerCalc,
  'treeshake.select-server-calc-calculated': topics.treeshakeSelectServerCalcCalculated,
  'treeshake.select-missing-export': topics.treeshakeSelectMissingExport,
  // End of topics 3–10.
  // Topics 1, 2, 6, 7 (issue 27): implementations in ./depth-runtime.ts.
  ...DEPTH_RUNTIME_SCENARIOS,
  // Reader questions of issue 31 about Node consumers and the retry plugin: ./reader-runtime.ts.
  ...READER_RUNTIME_SCENARIOS,
  // Known problems by release: ./releases.ts.
  ...RELEASE_SCENARIOS,
  // Runtime questions of issue 42 (rows 79, 126, 141, 198, 201): ./runtime-rows.ts.
  ...RUNTIME_ROWS_SCENARIOS,
};
