import OWN from './content.json' with { type: 'json' };
import type { BehaviourFact } from './types';

/**
 * Behaviour facts stated by the guides and reference pages (content audits). Scenarios:
 * tests/unit/facts/behaviour/content.scenarios.ts. Ids: `runtime.` (the federation runtime),
 * `share.` (shared dependencies), `bundler.` (Rspack, webpack, the Rsbuild plugin), `dts.` (type
 * hints) and `bridge.` (the framework bridges).
 *
 * The facts themselves are data: ./content.json (value, claim in both languages, source).
 */
export const CONTENT_FACTS = OWN satisfies Record<string, BehaviourFact>;
