import type { ReactNode } from 'react';
import { useUiText } from '../../theme/i18n';
import './Preview.css';

export interface PreviewProps {
  /** From @rspress/plugin-preview: the highlighted code block, then the component it compiles to. */
  children: ReactNode[];
  previewMode: 'internal' | 'iframe-follow';
  demoId: string;
}

/**
 * Frame of a ```` ```tsx preview ```` block, in place of @rspress/plugin-preview's own `Preview`
 * (plugins/liveExamples.ts swaps it in; the file must be named `Preview`, the name the plugin's
 * markup uses). Ours shows the running example above its code, always: the reader sees the code
 * that runs without a toggle, and the frame is a labelled region in the page's language.
 */
export default function Preview({ children, demoId }: PreviewProps) {
  const t = useUiText();
  const [code, demo] = children;
  return (
    <section className="mf-live-preview" aria-label={t('live.previewAccessibleLabel')} data-demo-id={demoId}>
      <div className="mf-live-preview__demo rp-not-doc">{demo}</div>
      <div className="mf-live-preview__code">{code}</div>
    </section>
  );
}
