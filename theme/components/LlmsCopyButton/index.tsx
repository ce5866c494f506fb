import { useI18n, useLang } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconCopy,
  IconSuccess,
  type LlmsCopyButtonProps,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme';
// Upstream's stylesheets (same classes) leave the bundle with the component we replace.
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';
import { useCallback, useEffect, useRef, useState } from 'react';

const DEV_TEXT = 'The Markdown of a page exists only in a production build: run `rspress build` to copy it.';
/** The Markdown of each page fetched so far, by URL: a second copy needs no request. */
const fetched = new Map<string, string>();

/** The page's Markdown twin (`/guide/x.md`), fetched once per URL. */
async function markdownOf(url: string): Promise<string> {
  if (import.meta.env.DEV) return DEV_TEXT;
  const cached = fetched.get(url);
  if (cached !== undefined) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const text = await response.text();
  fetched.set(url, text);
  return text;
}

/** How long the button shows its tick after a copy (upstream's value). */
const SUCCESS_MS = 500;

/**
 * Replaces Rspress v2's LlmsCopyButton (2.0.22), "Copy page as Markdown" above each doc page: same
 * classes, texts and behaviour, but its icon box is a `<span>`, as a `<button>` may hold only phrasing
 * content (upstream: a `<div>`, an HTML error on every doc page). The `text` and `textByLang` props that
 * upstream declares but ignores are honoured; a failed fetch is logged instead of rejecting unhandled.
 */
export function LlmsCopyButton({ onClick, text, textByLang, ...otherProps }: LlmsCopyButtonProps) {
  const t = useI18n();
  const lang = useLang();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [finished, setFinished] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async () => {
    setLoading(true);
    try {
      if (!(await copyToClipboard(await markdownOf(pathname)))) return;
      setFinished(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFinished(false), SUCCESS_MS);
    } catch (error) {
      console.error('Copying the page as Markdown failed:', error);
    } finally {
      setLoading(false);
    }
  }, [pathname]);
  if (!pathname) return null;
  const modifiers = `${loading ? ' rp-llms-copy-button--loading' : ''}${finished ? ' rp-llms-copy-button--success' : ''}`;
  const className = `rp-not-doc rp-llms-button rp-llms-copy-button${modifiers}`;
  return (
    <button type="button" {...otherProps} disabled={loading} className={className} onClick={onClick ?? copy}>
      <span className="rp-llms-copy-button__icon-wrapper">
        <SvgWrapper icon={IconSuccess} className="rp-llms-copy-button__icon-success" />
        <SvgWrapper icon={IconCopy} className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{text || textByLang?.[lang] || t('copyMarkdownText')}</span>
    </button>
  );
}
