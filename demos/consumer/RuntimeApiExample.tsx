import type { ModuleFederation } from '@module-federation/runtime';
import { useState } from 'react';
import { LiveExample, type LiveStep, logHooks } from '../../components/LiveRemote';

type MathModule = { add: (a: number, b: number) => number };

/** Three steps sharing one runtime instance, created by the first press. */
function runtimeApiSteps(): LiveStep[] {
  let mf: ModuleFederation | undefined;
  const instance = () => {
    if (!mf) throw new Error('Register the remote first');
    return mf;
  };
  return [
    {
      action: 'live.registerAction',
      run: async ({ log }) => {
        const { createInstance } = await import('@module-federation/runtime');
        mf = createInstance({ name: 'docs_runtime_api', remotes: [], plugins: [logHooks(log)] });
        mf.registerRemotes([{ name: 'producer', entry: '/demos/producer/mf-manifest.json' }]);
        log('registerRemotes producer');
        return undefined;
      },
    },
    {
      action: 'live.preloadAction',
      run: async ({ log }) => {
        // Fetches the manifest and the exposed module's chunk, without running the module.
        await instance().preloadRemote([{ nameOrAlias: 'producer', exposes: ['./math'] }]);
        log('preloadRemote done');
        return undefined;
      },
    },
    {
      action: 'live.callAction',
      run: async () => {
        const math = await instance().loadRemote<MathModule>('producer/math');
        if (!math) throw new Error('producer/math exported nothing');
        return <output className="mf-live__output">add(2, 3) = {math.add(2, 3)}</output>;
      },
    },
  ];
}

export default function RuntimeApiExample() {
  const [steps] = useState(runtimeApiSteps);
  return <LiveExample steps={steps} showLog />;
}
