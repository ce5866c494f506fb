// @ts-check
/**
 * The tiny Nx workspace of /guide/framework/nx, file for file: a host app, one remote app and a workspace
 * library both import (`@lab/shared-ui`, a TypeScript path alias), each app with its
 * module-federation.config.ts and an rspack.config.ts that wraps the config in withModuleFederation.
 * build.mjs writes it, and runs build-apps.cjs inside it (cwd = the workspace root, as `nx build` would).
 */

/** @param {string} remoteUrl where the lab serves the remote's build */
export const workspace = (remoteUrl) => ({
  'package.json': JSON.stringify(
    {
      name: '@lab/source',
      version: '0.0.0',
      private: true,
      dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
      devDependencies: { '@nx/js': '23.2.1', '@nx/module-federation': '23.2.1', nx: '23.2.1' },
    },
    null,
    2,
  ),
  // Nx makes its npm nodes from the lockfile: the part of one that lists what the apps import.
  'package-lock.json': JSON.stringify(
    {
      name: '@lab/source',
      lockfileVersion: 3,
      requires: true,
      packages: {
        '': { name: '@lab/source', dependencies: { react: '19.3.1', 'react-dom': '19.3.1' } },
        'node_modules/react': { version: '19.3.1' },
        'node_modules/react-dom': {
          version: '19.3.1',
          dependencies: { scheduler: '^0.28.0' },
          peerDependencies: { react: '^19.3.1' },
        },
        'node_modules/scheduler': { version: '0.28.0' },
      },
    },
    null,
    2,
  ),
  'nx.json': JSON.stringify({ $schema: './node_modules/nx/schemas/nx-schema.json', plugins: [] }, null, 2),
  'tsconfig.base.json': JSON.stringify(
    {
      compilerOptions: {
        jsx: 'react-jsx',
        strict: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        baseUrl: '.',
        paths: { '@lab/shared-ui': ['libs/shared-ui/src/index.ts'] },
      },
    },
    null,
    2,
  ),
  'libs/shared-ui/project.json': JSON.stringify(
    { name: 'shared-ui', root: 'libs/shared-ui', sourceRoot: 'libs/shared-ui/src', projectType: 'library' },
    null,
    2,
  ),
  'libs/shared-ui/src/index.ts': "export { Badge } from './badge';\n",
  'libs/shared-ui/src/badge.tsx': `// Counts how often this module is evaluated on the page: once when host and remote share it.
const w = window as unknown as { sharedUiCopies?: number };
w.sharedUiCopies = (w.sharedUiCopies ?? 0) + 1;

export function Badge({ text }: { text: string }) {
  return <span className="badge">{text}</span>;
}
`,
  'apps/remote/project.json': JSON.stringify(
    {
      name: 'remote',
      root: 'apps/remote',
      sourceRoot: 'apps/remote/src',
      projectType: 'application',
      targets: { serve: { options: { port: 4201 } } },
    },
    null,
    2,
  ),
  // the remote's own TypeScript configuration, as Nx generates one per app (the dts check uses it)
  'apps/remote/tsconfig.app.json': JSON.stringify(
    { extends: '../../tsconfig.base.json', include: ['src/**/*.ts', 'src/**/*.tsx'] },
    null,
    2,
  ),
  'apps/remote/module-federation.config.ts': `import type { ModuleFederationConfig } from '@nx/module-federation';

const config: ModuleFederationConfig = {
  name: 'remote',
  exposes: { './Module': './apps/remote/src/remote-entry.tsx' },
};

export default config;
`,
  'apps/remote/src/remote-entry.tsx': `import { Badge } from '@lab/shared-ui';

export default function RemoteWidget() {
  return <section className="remote"><Badge text="from the remote" /></section>;
}
`,
  'apps/remote/src/main.ts': "import('./bootstrap');\n",
  'apps/remote/src/bootstrap.tsx': `import { createRoot } from 'react-dom/client';
import RemoteWidget from './remote-entry';

createRoot(document.getElementById('root') as HTMLElement).render(<RemoteWidget />);
`,
  'apps/host/project.json': JSON.stringify(
    {
      name: 'host',
      root: 'apps/host',
      sourceRoot: 'apps/host/src',
      projectType: 'application',
      implicitDependencies: ['remote'],
    },
    null,
    2,
  ),
  'apps/host/module-federation.config.ts': `import type { ModuleFederationConfig } from '@nx/module-federation';

const config: ModuleFederationConfig = {
  name: 'host',
  remotes: [['remote', '${remoteUrl}remoteEntry.js']],
};

export default config;
`,
  'apps/host/src/remote.d.ts': `declare module 'remote/Module' {
  const RemoteWidget: import('react').ComponentType;
  export default RemoteWidget;
}
`,
  'apps/host/src/main.ts': "import('./bootstrap');\n",
  'apps/host/src/bootstrap.tsx': `import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Badge } from '@lab/shared-ui';

const RemoteWidget = lazy(() => import('remote/Module'));

function App() {
  return (
    <main>
      <Badge text="from the host" />
      <Suspense fallback={<p>loading</p>}>
        <RemoteWidget />
      </Suspense>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`,
});
