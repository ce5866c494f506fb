import OWN from './lab-build.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Build shapes of the build troubleshooting page (reader questions 99, 134, 136, 145), read from the federation
 * lab scenario `build.rsbuild.shapes`: a producer without an entry file, `library: { type: 'module' }` in the
 * Rsbuild plugin, two Rsbuild environments federated separately, two ContainerPlugins in one runtime.
 * Readers: tests/unit/facts/behaviour/lab-build.scenarios.ts.
 */
export const BUILD_LAB_FACTS = OWN satisfies Record<string, BehaviourFact>;
