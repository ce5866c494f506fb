// The runtime half of the `server-calc` flow of /guide/advanced/shared-tree-shaking: what the bundler
// runtime's init (what a built app runs at startup) does with a snapshot that a deployment service put
// on the page. The app's federation options are those a build with `treeShaking: { mode: 'server-calc' }`
// emits; fetching script files is replaced by a loadEntry hook that records the URL and returns the entry.

import * as runtime from '@module-federation/runtime';
import helpers from '@module-federation/runtime/helpers';
import bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime';

let run = 0;

export interface ServerCalcResult {
  /** What loadShare returned. */
  copy: string;
  /** The script URLs the runtime asked for (the loadEntry hook's remoteInfo.entry). */
  requested: string;
}

/** `TreeShakingStatus` of @module-federation/sdk (a const enum, which isolated modules cannot read). */
export const STATUS = { UNKNOWN: 1, CALCULATED: 2 } as const;
type Status = (typeof STATUS)[keyof typeof STATUS];

/** `snapshot`: what the page's global snapshot says about the app's lodash-es, or nothing. */
export async function serverCalcCase(
  snapshot: { status: Status; entry?: boolean } | undefined,
): Promise<ServerCalcResult> {
  run += 1;
  const name = `adv_server_calc_${run}`;
  const requested: string[] = [];
  const { bundlerRuntime } = bundlerRuntimePackage;
  if (!bundlerRuntime) throw new Error('@module-federation/webpack-bundler-runtime exports no bundlerRuntime');
  if (snapshot)
    helpers.global.addGlobalSnapshot({
      [name]: {
        version: '',
        buildVersion: '1.0.0',
        remoteTypes: '',
        remoteTypesZip: '',
        remotesInfo: {},
        consumerList: [],
        shared: [
          {
            sharedName: 'lodash-es',
            version: '4.18.1',
            assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
            treeShakingStatus: snapshot.status,
            ...(snapshot.entry
              ? {
                  secondarySharedTreeShakingEntry: 'https://cdn.example.com/lodash-es/4.18.1/calc-1a2b.js',
                  secondarySharedTreeShakingName: 'shell_lodash_es_calc',
                }
              : {}),
          },
        ],
      },
    } as never);
  const trimmedEntry = {
    init: async () => undefined,
    get: async () => () => ({ copy: 'trimmed copy from the deployment service' }),
  };
  const webpackRequire = {
    p: 'https://app.example.com/',
    federation: {
      runtime,
      bundlerRuntime,
      libraryType: 'global',
      sharedFallback: {},
      initOptions: {
        name,
        remotes: [],
        shared: {
          'lodash-es': [
            {
              version: '4.18.1',
              scope: ['default'],
              get: async () => () => ({ copy: 'full copy bundled by the app' }),
              shareConfig: { singleton: false, requiredVersion: '^4.17.0' },
              treeShaking: { mode: 'server-calc', usedExports: ['debounce'] },
            },
          ],
        },
        plugins: [
          {
            name: 'record-entries',
            loadEntry: ({ remoteInfo }: { remoteInfo: { entry: string } }) => {
              requested.push(remoteInfo.entry);
              return trimmedEntry as never;
            },
          },
        ],
      },
    },
  };
  // The getter the runtime installs for the trimmed copy reads `__webpack_require__`, a free variable
  // that a built app defines; here it is the stand-in above, for the time of the call.
  const scope = globalThis as { __webpack_require__?: unknown };
  scope.__webpack_require__ = webpackRequire;
  let lib: { copy: string } | undefined;
  let factory: unknown;
  try {
    const init = bundlerRuntime.init as unknown as (options: {
      webpackRequire: unknown;
    }) => ReturnType<typeof runtime.createInstance>;
    const instance = init({ webpackRequire });
    factory = await instance.loadShare<{ copy: string }>('lodash-es');
    lib = typeof factory === 'function' ? (factory as () => { copy: string })() : undefined;
  } finally {
    delete scope.__webpack_require__;
  }
  return { copy: lib?.copy ?? String(factory), requested: requested.join(', ') || 'none' };
}
