import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * A runtime plugin that writes one line per hook call: `beforeRequest`, `afterResolve`, `onLoad` when a
 * module loads, `handlePreloadModule` and `afterPreloadRemote` when one is preloaded, `errorLoadRemote`.
 * A type-only import: it adds no runtime code to the page.
 */
export function logHooks(log: (line: string) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'docs-log-hooks',
    beforeRequest(args) {
      log(`beforeRequest ${args.id}`);
      return args;
    },
    afterResolve(args) {
      log(`afterResolve ${args.id} → ${args.remote.name}`);
      return args;
    },
    onLoad(args) {
      log(`onLoad ${args.id}`);
    },
    handlePreloadModule(args) {
      log(`handlePreloadModule ${args.name}`);
    },
    afterPreloadRemote(args) {
      log(`afterPreloadRemote ${args.preloadOps.map((op) => op.nameOrAlias).join(', ')}`);
    },
    errorLoadRemote(args) {
      log(`errorLoadRemote ${args.id} (${args.lifecycle})`);
    },
  };
}
