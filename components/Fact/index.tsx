import { type BehaviourFactId, behaviourFact } from '../../config/facts/behaviour';

export interface FactProps {
  /** The id of a fact in config/facts/behaviour. */
  id: BehaviourFactId;
}

/**
 * A value the installed packages produce (an error code, a message, a default), shown as inline code.
 * The value is written once, in config/facts/behaviour, where a Node scenario asserts it. In MDX pages
 * the build replaces `<Fact id="…" />` with the value itself (`remarkInlineFacts` in
 * plugins/authorComponents.ts), so this component only renders where a page is not compiled by the
 * site's build (and it gives authors the id's type).
 */
export function Fact({ id }: FactProps) {
  return <code>{behaviourFact(id).value}</code>;
}
