import type { ComponentType } from 'react';
import * as React from 'react';
import { LiveExample } from '../../components/LiveRemote';

type CounterModule = { default: ComponentType<{ label: string }> };

/** Runs when the reader presses the button: only then does the page download the runtime. */
async function loadCounter() {
  const { createInstance } = await import('@module-federation/runtime');
  const mf = createInstance({
    name: 'docs_quick_start',
    remotes: [{ name: 'producer', entry: '/demos/producer/mf-manifest.json' }],
    // The page's own React, offered as a singleton: the producer's component uses this copy.
    shared: {
      react: {
        version: React.version,
        lib: () => React,
        shareConfig: { singleton: true, requiredVersion: '^19.0.0' },
      },
    },
  });
  const counter = await mf.loadRemote<CounterModule>('producer/Counter');
  if (!counter) throw new Error('producer/Counter exported nothing');
  return counter.default;
}

export default function QuickStartExample() {
  return (
    <LiveExample
      steps={[
        {
          action: 'live.loadRemoteAction',
          run: async ({ text }) => {
            const Counter = await loadCounter();
            return <Counter label={text('live.counterLabel')} />;
          },
        },
      ]}
    />
  );
}
