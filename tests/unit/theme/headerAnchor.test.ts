import { describe, expect, it } from 'vitest';
import { unfocusHeaderAnchors } from '../../../theme/logic/headerAnchor';

describe('given a heading with Rspress header anchor', () => {
  it('should take the anchor out of the tab order and leave other links alone', () => {
    const anchor = {
      type: 'element',
      tagName: 'a',
      properties: { class: 'rp-header-anchor', ariaHidden: 'true', href: '#x' },
      children: [],
    };
    const link = { type: 'element', tagName: 'a', properties: { href: '/guide/' }, children: [] };
    unfocusHeaderAnchors({
      type: 'root',
      children: [{ type: 'element', tagName: 'h2', properties: { id: 'x' }, children: [anchor, link] }],
    });
    expect(anchor.properties).toMatchObject({ tabIndex: -1, href: '#x' });
    expect(link.properties).not.toHaveProperty('tabIndex');
  });
  it('should recognise the class in hast className form too', () => {
    const anchor = { type: 'element', tagName: 'a', properties: { className: ['rp-header-anchor'] } };
    unfocusHeaderAnchors({ type: 'root', children: [anchor] });
    expect(anchor.properties).toHaveProperty('tabIndex', -1);
  });
});
