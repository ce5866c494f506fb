import {
  type CodeButtonGroupProps,
  copyToClipboard,
  getCopyableText,
  IconCopy,
  IconSuccess,
  IconWrap,
  IconWrapped,
  SvgWrapper,
} from '@rspress/core/theme';
// Upstream's stylesheets (same classes) leave the bundle with the component we replace.
import '@rspress/core/dist/theme/components/CodeButtonGroup/index.css';
import '@rspress/core/dist/theme/components/CodeButtonGroup/CopyCodeButton.css';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useFocusableWhenScrolling } from '../../hooks/useFocusableWhenScrolling';
import { type Translate, useUiText } from '../../i18n';

/** An icon inside a button; the button's label names it, so the icon itself is hidden. */
function ButtonIcon({ icon, className }: { icon: Parameters<typeof SvgWrapper>[0]['icon']; className: string }) {
  return <SvgWrapper icon={icon} aria-hidden="true" className={className} />;
}

/** SPEC §9: the copy button shows its copied state for 2 s. */
export const COPIED_MS = 2000;

/** The copy button: copies the block's text, then says "Copied" (visibly and to screen readers) for 2 s. */
function CopyButton({ codeRef, t }: { codeRef: RefObject<HTMLElement | null>; t: Translate }) {
  const [copied, setCopied] = useState(false);
  // The status region is mounted on the first click (empty), before the copy resolves, so the
  // "Copied" text then lands in an existing live region; pages do not carry one per code block.
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!codeRef.current) return;
    setArmed(true);
    const text = getCopyableText(codeRef.current, {
      ignoreClasses: ['linenumber'],
      ignoreSelectors: ['.rp-copy-ignore'],
    });
    if (!(await copyToClipboard(text))) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };
  const label = t(copied ? 'codeBlock.copiedAccessibleLabel' : 'codeBlock.copyAccessibleLabel');
  return (
    <>
      {armed && (
        <span className="mf-visually-hidden" role="status">
          {copied ? t('codeBlock.copiedAccessibleLabel') : ''}
        </span>
      )}
      <button
        type="button"
        className={`rp-code-button-group__button rp-code-copy-button${copied ? ' rp-code-copy-button--copied' : ''}`}
        aria-label={label}
        title={label}
        onClick={() => void copy()}
      >
        <ButtonIcon
          icon={IconCopy}
          className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy"
        />
        <ButtonIcon
          icon={IconSuccess}
          className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success"
        />
      </button>
    </>
  );
}

/**
 * Replaces Rspress v2's CodeButtonGroup (2.0.22), same props and classes. Upstream names the buttons
 * with English-only `title`s from i18nSource and gives the copy button no name and no announcement.
 * Ours: translated names, the wrap toggle is a toggle button (`aria-pressed`), the copy button says
 * "Copied" for 2 s through a status region, and a sideways-scrolling block is keyboard focusable.
 */
export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const t = useUiText();
  // A code block that scrolls sideways is keyboard focusable (upstream never makes it so).
  useFocusableWhenScrolling(copyElementRef, [wrapCode]);
  const wrapLabel = t('codeBlock.wrapAccessibleLabel');
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          aria-pressed={wrapCode}
          aria-label={wrapLabel}
          title={wrapLabel}
          onClick={() => toggleWrapCode()}
        >
          <ButtonIcon icon={IconWrapped} className="rp-code-button-group__icon rp-code-button-group__icon--wrapped" />
          <ButtonIcon icon={IconWrap} className="rp-code-button-group__icon rp-code-button-group__icon--wrap" />
        </button>
      )}
      {showCopyButton && <CopyButton codeRef={copyElementRef} t={t} />}
    </div>
  );
}
