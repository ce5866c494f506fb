import type { ComponentProps, ComponentType } from 'react';

type PreProps = ComponentProps<'pre'> & { 'data-mf-html'?: string };

/**
 * The `pre` of the MDX components. A highlighted block arrives with its contents as one HTML string
 * (`data-mf-html`, written at build time by plugins/staticCodeBlocks.ts) and is rendered with
 * `dangerouslySetInnerHTML`, so hydration does not walk its token spans. Other blocks are the original.
 */
export function withStaticCode(Pre: ComponentType<ComponentProps<'pre'>>) {
  return function StaticCodePre({ 'data-mf-html': html, ...props }: PreProps) {
    if (html === undefined) return <Pre {...props} />;
    // biome-ignore lint/security/noDangerouslySetInnerHtml: Shiki's output of the page's own code block, made at build time.
    return <Pre {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  };
}
