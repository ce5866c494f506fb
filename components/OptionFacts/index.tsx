import { useLang } from '@rspress/core/runtime';
import { Fragment, type ReactNode } from 'react';
import { type OptionName, optionFact } from '../../config/facts/options';
import { toUiLang, useUiText } from '../../theme/i18n';

export interface OptionFactsProps {
  /** The option, as `ModuleFederationPlugin` spells it. */
  name: OptionName;
}

/** Text with `inline code` in backticks, as the notes of config/facts/options.ts are written. */
export function withCode(text: string): ReactNode {
  // The parts of a fixed text never move, so their position is a stable key; odd parts were in backticks.
  return text.split('`').map((part, i) => {
    const key = `${i}:${part}`;
    return i % 2 === 1 ? <code key={key}>{part}</code> : <Fragment key={key}>{part}</Fragment>;
  });
}

/**
 * The Type and Default lines of a configuration page, from config/facts/options.ts (the one place those
 * facts are written, checked against the installed .d.ts by a unit test). Renders the same list the
 * pages wrote by hand (`- **Type:** …`), in the page's language; it is prerendered with the page.
 */
export function OptionFacts({ name }: OptionFactsProps) {
  const t = useUiText();
  const lang = toUiLang(useLang());
  const fact = optionFact(name);
  const note = fact.defaultNote?.[lang];
  const comma = lang === 'zh' ? '，' : ', ';
  // What follows the bold label: English pages write `**Type:** …`, the colon in the label; Chinese puts
  // the full-width colon after the bold with no space (`**类型**：…`, CONTRIBUTING.md, "Chinese").
  const colon = lang === 'zh' ? '：' : ' ';
  return (
    <ul>
      <li>
        <strong>{t('optionFacts.type')}</strong>
        {colon}
        <code>{fact.shownType ?? fact.type}</code>
      </li>
      <li>
        <strong>{t('optionFacts.default')}</strong>
        {colon}
        {fact.default === null ? (
          withCode(note ?? '')
        ) : (
          <>
            <code>{fact.default}</code>
            {note ? (
              <>
                {comma}
                {withCode(note)}
              </>
            ) : null}
          </>
        )}
      </li>
    </ul>
  );
}
