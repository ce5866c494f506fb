import { Children, createElement, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A copy of an element tree of host elements (`svg`, `path`, `g`, …) without `id` attributes. For
 * inline SVG icons exported from drawing tools: their ids name the drawing's layers, nothing refers to
 * them, and the same icon rendered twice on a page repeats every id, which HTML forbids. Elements of
 * components are left as they are (their output is not visible here).
 */
export function withoutIds(node: ReactNode): ReactNode {
  if (!isValidElement(node) || typeof node.type !== 'string') return node;
  const { id: _id, children, ...props } = (node as ReactElement<{ id?: string; children?: ReactNode }>).props;
  const copied = children === undefined ? [] : Children.map(children, withoutIds);
  return createElement(node.type, { ...props, key: node.key }, ...(copied ?? []));
}
