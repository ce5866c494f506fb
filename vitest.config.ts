import { defineConfig } from 'vitest/config';

/**
 * Four projects (tests/README.md):
 * - `unit` (`*.test.ts`): logic, without a browser or a build. The files share their workers' module
 *   graph (`isolate: false`): importing TypeScript, Rspress and the MF packages once per worker, not
 *   once per file, halves the CPU time of the tier. A `.ts` test must therefore not `vi.mock` a module
 *   or leave globals behind; a test that needs either is a `.tsx` component test.
 * - `components` (`*.test.tsx`): React components in happy-dom with Testing Library and axe, each file
 *   isolated (they mock modules). happy-dom, not jsdom: a jsdom window cost about 1.2 s to set up per
 *   file, half of the project's time; the DOM tests that remain on jsdom are the behaviour facts, which
 *   run the federation runtime as a browser would.
 * - `facts` (`tests/unit/facts/behaviour.test.ts`): the behaviour facts' Node scenarios against the
 *   installed packages (`npm test`, not `npm run check`: they compile small projects).
 * - `build-output`: rules over every page of the production build, read as files (`npm test`, after the
 *   build; `RSPRESS_OUT_DIR` names the folder, `doc_build` by default).
 * `vitest run` alone runs all four; the tiers name the projects they want (scripts/test-all.mjs).
 */
export default defineConfig({
  test: {
    environment: 'node',
    // Threads start faster than the default child processes, and both cores stay busy.
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/facts/behaviour.test.ts', 'tests/unit/facts/edges.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        // The behaviour facts run the installed packages: child processes with jsdom, small Rspack and
        // webpack compiles. Tens of seconds, so `npm test` runs them and `npm run check` does not.
        test: { name: 'facts', include: ['tests/unit/facts/behaviour.test.ts', 'tests/unit/facts/edges.test.ts'] },
      },
      {
        extends: true,
        // `npm run check` runs Vitest beside tsc and Biome: a component test may wait for the CPU.
        test: {
          name: 'components',
          include: ['tests/unit/**/*.test.tsx'],
          testTimeout: 20_000,
          // Rspress's MDX `pre`, run through Vite so that a test can mock what it imports
          // (tests/unit/plugins/staticCodeBlocks.test.tsx).
          server: { deps: { inline: [/@rspress\/core\/dist\/theme\/components\/DocContent\/docComponents\/pre\.js/] } },
        },
      },
      {
        extends: true,
        // The first rule parses every page (seconds on a busy machine); the others read the parsed pages.
        test: { name: 'build-output', include: ['tests/build-output/**/*.test.ts'], testTimeout: 120_000 },
      },
    ],
  },
});
