import { useLang } from '@rspress/core/runtime';
import { type BehaviourFactId, behaviourFact } from '../../config/facts/behaviour';
import { FACTS_ZH } from '../../config/facts/zh';

export interface FactProps {
  /** The id of a fact in config/facts/behaviour. */
  id: BehaviourFactId;
}

/**
 * A value the installed packages produce (an error code, a message, a default), shown as inline code;
 * on a Chinese page, a fact whose value is an English phrase shows its Chinese rendering
 * (config/facts/zh.ts: text, with its backticked parts as inline code).
 * The value is written once, in config/facts/behaviour, where a Node scenario asserts it. In MDX pages
 * the build replaces `<Fact id="…" />` with the value itself (`remarkInlineFacts` in
 * plugins/authorComponents.ts, which renders the same way), so this component only renders where a page
 * is not compiled by the site's build (and it gives authors the id's type).
 */
export function Fact({ id }: FactProps) {
  const zh = useLang() === 'zh' ? FACTS_ZH[id] : undefined;
  if (zh === undefined) return <code>{behaviourFact(id).value}</code>;
  return (
    <>
      {zh
        .split(/(`[^`]+`)/)
        .filter((part) => part !== '')
        .map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed string, never reordered
          part.startsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part,
        )}
    </>
  );
}
