import { useLocation, useSite } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { untranslatedFrom } from '../../../common/languageSwitch';
import { useUiText } from '../../i18n';
import './index.css';

/**
 * The note on the page the language switch led to when the page the visitor was reading has no
 * translation (the link carries `?untranslated=<lang>`, common/languageSwitch.ts). Read after
 * hydration: the prerendered HTML has no query, so the first client render must not have it either.
 */
export function UntranslatedNotice() {
  const { search } = useLocation();
  const { site } = useSite();
  const t = useUiText();
  const [from, setFrom] = useState<string | null>(null);
  const languages = (site.themeConfig.locales ?? []).map((l) => l.lang);
  const languageKey = languages.join(',');
  useEffect(() => setFrom(untranslatedFrom(search, languageKey.split(','))), [search, languageKey]);
  if (!from) return null;
  return (
    <p className="mf-untranslated-notice" role="status">
      {t('languageSwitch.untranslatedNotice')}
    </p>
  );
}
