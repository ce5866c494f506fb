import type { ComponentProps, ComponentType } from 'react';

/**
 * The `a` of the MDX components, for the `#` anchors Rspress's FallbackHeading writes into headings it
 * renders itself (the overview listing): `aria-hidden` but focusable (axe `aria-hidden-focus`). Such an
 * anchor leaves the tab order, as the build already does for the anchors of MDX headings
 * (theme/logic/headerAnchor.ts); every other link is the original.
 */
export function withHiddenAnchorsUnfocusable(A: ComponentType<ComponentProps<'a'>>) {
  return function MdxLink(props: ComponentProps<'a'>) {
    const hidden = props['aria-hidden'] === true || props['aria-hidden'] === 'true';
    return <A {...props} {...(hidden ? { tabIndex: -1 } : {})} />;
  };
}
