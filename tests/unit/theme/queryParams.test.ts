// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyHidden, hideAttribute, INLINE_HIDE_SCRIPT, parseHidden } from '../../../theme/logic/queryParams';

describe('given a query string', () => {
  it('should hide exactly the elements whose parameter is 0', () => {
    expect([...parseHidden('?navbar=0&sidebar=0&outline=0&footer=0&globalUIComponents=0')]).toEqual([
      'navbar',
      'sidebar',
      'outline',
      'footer',
      'globalUIComponents',
    ]);
    expect([...parseHidden('outline=0&footer=1')]).toEqual(['outline']);
  });

  it('should hide nothing for other values, other names or no query', () => {
    expect(parseHidden('?navbar=false&sidebar=&outline=00&Footer=0&other=0').size).toBe(0);
    expect(parseHidden('').size).toBe(0);
  });

  it('should set and clear the data-mf-hide-* attributes on the root', () => {
    const root = document.createElement('html');
    applyHidden(root, '?navbar=0&globalUIComponents=0');
    expect(root.hasAttribute(hideAttribute('navbar'))).toBe(true);
    expect(root.hasAttribute('data-mf-hide-globaluicomponents')).toBe(true);
    applyHidden(root, '?sidebar=0');
    expect(root.hasAttribute('data-mf-hide-navbar')).toBe(false);
    expect(root.hasAttribute('data-mf-hide-sidebar')).toBe(true);
  });
});

describe('given the inline head script', () => {
  it('should mark <html> exactly as applyHidden does', () => {
    const search = '?navbar=0&outline=0&footer=1';
    window.history.replaceState(null, '', `/guide/start/${search}`);
    const root = document.documentElement;
    for (const a of [...root.attributes]) if (a.name.startsWith('data-mf-hide-')) root.removeAttribute(a.name);
    new Function(INLINE_HIDE_SCRIPT)();
    const fromScript = [...root.attributes]
      .map((a) => a.name)
      .filter((n) => n.startsWith('data-mf-hide-'))
      .sort();
    const expected = document.createElement('html');
    applyHidden(expected, search);
    expect(fromScript).toEqual([...expected.attributes].map((a) => a.name).sort());
    expect(fromScript).toEqual(['data-mf-hide-navbar', 'data-mf-hide-outline']);
  });
});
