import { describe, expect, it } from 'vitest';
import { withSafeRel } from '../../../plugins/publishing/index';

describe('given navigation with external links', () => {
  it('should open them safely and leave internal links alone', () => {
    const nav = withSafeRel([
      { text: 'Guide', link: '/guide/' },
      {
        text: 'Ecosystem',
        items: [
          { text: 'Examples', link: 'https://github.com/x/y' },
          { text: 'Own rel', link: 'https://example.org', rel: 'sponsored' },
        ],
      },
    ]);
    expect(nav[0]).toEqual({ text: 'Guide', link: '/guide/' });
    const items = (nav[1] as { items: { rel?: string }[] }).items;
    expect(items[0]?.rel).toBe('noopener noreferrer');
    expect(items[1]?.rel).toBe('sponsored');
  });
});
