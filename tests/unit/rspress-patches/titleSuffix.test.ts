// @vitest-environment node
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkTitleSuffix, titleSuffix } from '../../../rspress-patches/titleSuffix/plugin';

/** Runs the plugin the way Rspress's MDX processor does: the page's frontmatter in the `pageMeta` data. */
function suffixOf(frontmatter: Record<string, unknown>, siteTitle = 'Module federation'): unknown {
  const processor = unified().data('pageMeta' as never, { frontmatter } as never);
  const transform = remarkTitleSuffix.call(processor as never, { siteTitle });
  transform();
  return frontmatter.titleSuffix;
}

describe('given the titleSuffix patch', () => {
  it('should give a doc page "| <site>" and leave the home page and a page of its own alone', () => {
    expect(suffixOf({ title: 'Runtime' })).toBe('| Module federation');
    expect(suffixOf({ pageType: 'home' })).toBeUndefined();
    expect(suffixOf({ titleSuffix: '- Other' })).toBe('- Other');
  });

  it('should read the site title from the final configuration', () => {
    const plugin = titleSuffix();
    plugin.config?.({ title: 'Module federation' }, {} as never, true);
    const [[, options]] = (plugin.markdown?.remarkPlugins ?? []) as [[unknown, { siteTitle: string }]];
    expect(options.siteTitle).toBe('Module federation');
  });
});
