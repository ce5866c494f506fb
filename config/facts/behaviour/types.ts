import type { Bilingual } from '../options';

/**
 * A behaviour that a page states about the installed packages: an error code or message, a default
 * applied at run time, what a hook's return value changes, which instance a call returns. The page
 * shows `value` through `<Fact id="…" />` (components/Fact) instead of restating it, and a Node
 * scenario in tests/unit/facts/behaviour/ runs the installed package and asserts that it still produces
 * exactly `value`. Upgrading a package then fails a test wherever a page would become wrong.
 */
export interface BehaviourFact {
  /** What the page shows, as code: an error code, a message, a default, a returned value. */
  value: string;
  /** One sentence per language on what the scenario shows (inline code in backticks); for reviewers and the facts table. */
  claim: Bilingual;
  /** The package (with the version the scenario ran against) and the dist file that produces the value. */
  source: string;
}

/** Scenarios for a group of facts: each returns what the installed packages actually produce. */
export type Scenarios<Id extends string> = Record<Id, () => string | Promise<string>>;
