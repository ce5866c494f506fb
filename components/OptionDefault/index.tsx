import { useLang } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { type SubOptionName, subOptionFact } from '../../config/facts/options';
import { toUiLang } from '../../theme/i18n';
import { withCode } from '../OptionFacts';

export interface OptionDefaultProps {
  /** The sub-option, dotted as users write it in the configuration (`shared.singleton`). */
  name: SubOptionName;
}

/**
 * The default of a sub-option, inline in a guide's sentence: the value from config/facts/options.ts
 * (checked against the installed .d.ts), linked to the section of the configuration page that explains
 * it. Guides write "`singleton` defaults to <OptionDefault name="shared.singleton" />" instead of
 * restating the value, so a change of default is made once.
 */
export function OptionDefault({ name }: OptionDefaultProps) {
  const lang = toUiLang(useLang());
  const fact = subOptionFact(name);
  const href = lang === 'zh' ? `/zh${fact.page}` : fact.page;
  return (
    <Link href={href}>
      {fact.default === null ? withCode(fact.defaultNote?.[lang] ?? '') : <code>{fact.default}</code>}
    </Link>
  );
}
