/**
 * Rspress 2.0.22's `rehypeHeaderAnchor` puts an `<a class="rp-header-anchor" aria-hidden="true">#</a>`
 * in every heading. Hidden from assistive technology yet focusable, it fails axe's
 * `aria-hidden-focus` (WCAG 4.1.2) 20-odd times per page. The anchor is a mouse shortcut for copying a
 * section link (keyboard users have the outline's links), so we take it out of the tab order.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const isHeaderAnchor = (node: HastNode): boolean => {
  if (node.type !== 'element' || node.tagName !== 'a') return false;
  const cls = node.properties?.class ?? node.properties?.className;
  const classes = Array.isArray(cls) ? cls.map(String) : typeof cls === 'string' ? cls.split(/\s+/) : [];
  return classes.includes('rp-header-anchor');
};

/** Sets `tabIndex: -1` on every header anchor of a hast tree, in place. */
export function unfocusHeaderAnchors(tree: HastNode): void {
  const stack: HastNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as HastNode;
    if (isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
    if (node.children) stack.push(...node.children);
  }
}

/** The rehype plugin (runs after Rspress's own, which adds the anchors). */
export const rehypeUnfocusHeaderAnchors = () => unfocusHeaderAnchors;
