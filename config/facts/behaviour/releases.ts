import OWN from './releases.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Problems of earlier releases of the runtime, reproduced on the last affected release and shown fixed
 * on the release that fixes them (the known-problems page), and the re-registration facts of the
 * life-of-a-remote page that the same cases show on the installed 2.9.2. The producers are containers the
 * scenario makes and hands to the runtime through a `loadEntry` hook, their manifests come from a `fetch`
 * hook. Scenarios: tests/unit/facts/behaviour/releases.ts (releases.node.cjs).
 *
 * The facts themselves are data: ./releases.json (value, claim in both languages, source).
 */
export const RELEASE_FACTS = OWN satisfies Record<string, BehaviourFact>;
