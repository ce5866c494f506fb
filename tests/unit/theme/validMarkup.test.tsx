// @vitest-environment happy-dom
/**
 * The theme's overrides that exist so every built page is valid HTML (tests/runners/html.mjs runs the
 * W3C checker over the build): the install tabs, the logo, the "Copy page as Markdown" button and the
 * home page's background. Each test renders what a page holds and looks for what the checker reported.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStorageValue } from '../../../theme/hooks/useStorageValue';
import { i18nSource } from '../../../theme/i18n/i18nSource';

const site = {
  lang: 'en',
  title: 'Module Federation',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' } as string | { light: string; dark: string },
  logoText: 'Module Federation' as string | undefined,
  logoHref: '',
  themeConfig: { locales: [{ lang: 'en' }, { lang: 'zh' }] },
};
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => 'en',
  useSite: () => ({ site }),
  useI18n: () => (key: keyof typeof i18nSource) => i18nSource[key].en,
  addLeadingSlash: (s: string) => (s.startsWith('/') ? s : `/${s}`),
  addTrailingSlash: (s: string) => (s.endsWith('/') ? s : `${s}/`),
  normalizeImagePath: (s: string) => s,
}));
/** Our Tabs, which the mocked theme hands out (imported below, after the mocks). */
const real = vi.hoisted(() => ({
  Tabs: (() => null) as (props: Record<string, unknown>) => ReactNode,
  copied: [] as string[],
}));
const themeMock = vi.hoisted(() => ({ make: (): Record<string, unknown> => ({}) }));
// Both entry points may resolve to one module under Vitest: each gets the whole mock (the original one also
// stands for the upstream components our replacements delegate to).
vi.mock('@rspress/core/theme-original', () => themeMock.make());
vi.mock('@rspress/core/theme', () => themeMock.make());
// biome-ignore-start lint/correctness/noComponentHookFactories: a mock factory, called once per mocked module
themeMock.make = () => {
  return {
    Tabs: (props: Record<string, unknown>) => <real.Tabs {...props} />,
    // Upstream's Tab renders its children as they are.
    Tab: ({ children }: { children: ReactNode }) => <>{children}</>,
    getCustomMDXComponent: () => ({ pre: (p: ComponentProps<'pre'>) => <pre {...p} /> }),
    Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
      <a href={href} className={className}>
        {children}
      </a>
    ),
    SvgWrapper: ({ icon: Icon, ...rest }: { icon: (p: ComponentProps<'svg'>) => ReactNode }) => <Icon {...rest} />,
    IconCopy: (p: ComponentProps<'svg'>) => <svg {...p} />,
    IconSuccess: (p: ComponentProps<'svg'>) => <svg {...p} />,
    copyToClipboard: async (text: string) => {
      real.copied.push(text);
      return true;
    },
    useMdUrl: () => ({ pathname: '/guide/start/quick-start.md' }),
    // Ours, as in the build (theme/plugin.ts swaps upstream's module for it).
    useStorageValue,
  };
};
// biome-ignore-end lint/correctness/noComponentHookFactories: a mock factory

real.Tabs = (await import('../../../theme/components/Tabs')).Tabs as unknown as typeof real.Tabs;
const { PackageManagerTabs } = await import('../../../theme/components/PackageManagerTabs');
const { NavTitle } = await import('../../../theme/components/NavTitle');
const { LlmsCopyButton } = await import('../../../theme/components/LlmsCopyButton');
const { HomeBackground } = await import('../../../theme/components/HomeBackground');

/** Ids used more than once in the document. */
const duplicateIds = () => {
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
};
/** Elements a `<button>` holds that are not phrasing content (the checker's "div not allowed in button"). */
const blocksInButtons = () => [...document.querySelectorAll('button div, button p, button section')];

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('given a page with two install commands (two package-manager tab groups)', () => {
  const page = () =>
    render(
      <>
        <PackageManagerTabs command="install @module-federation/enhanced" />
        <PackageManagerTabs command="create module-federation@latest" dlx />
      </>,
    );

  it('should name four tabs per group by manager, with no block element inside a tab', () => {
    page();
    const lists = screen.getAllByRole('tablist');
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      const tabs = [...list.querySelectorAll('[role="tab"]')];
      expect(tabs.map((t) => t.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
      expect(tabs.every((t) => t.tagName === 'BUTTON')).toBe(true);
    }
    expect(blocksInButtons()).toEqual([]);
  });

  it('should repeat no id, the Bun icons included, and hide the icons from assistive technology', () => {
    page();
    expect(duplicateIds()).toEqual([]);
    const icons = [...document.querySelectorAll('[role="tab"] svg')];
    expect(icons).toHaveLength(8);
    expect(icons.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
    // Bun's icon is our small drawing: a bun and two eyes, no ids.
    const bun = screen.getAllByRole('tab', { name: 'bun' })[0]!.querySelector('svg')!;
    expect(bun.querySelectorAll('ellipse, circle')).toHaveLength(3);
    expect(bun.querySelector('[id]')).toBeNull();
  });

  it('should show the chosen manager in both groups after one click, with yarn and bun adding packages', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getAllByRole('tab', { name: 'yarn' })[0]!);
    const shown = screen.getAllByRole('tabpanel').map((p) => p.textContent);
    expect(shown).toEqual(['yarn add @module-federation/enhanced', 'yarn dlx create module-federation@latest']);
    await user.keyboard('{End}');
    expect(screen.getAllByRole('tabpanel').map((p) => p.textContent)).toEqual([
      'bun add @module-federation/enhanced',
      'bunx create module-federation@latest',
    ]);
  });
});

describe('given the navigation title with a light and a dark logo', () => {
  it('should give neither image an id, and let the logo text name the link', () => {
    render(<NavTitle />);
    const images = document.querySelectorAll('img');
    expect([...images].map((img) => img.className)).toEqual([
      'rspress-logo rp-nav__title__logo-image rp-nav__title__logo-image--light',
      'rspress-logo rp-nav__title__logo-image rp-nav__title__logo-image--dark',
    ]);
    expect(document.querySelectorAll('[id]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Module Federation' }).getAttribute('href')).toBe('/');
  });

  it('should name the link by the logo when there is no logo text', () => {
    site.logoText = undefined;
    site.logo = '/logo.svg';
    try {
      render(<NavTitle />);
      expect(screen.getByRole('link', { name: 'Module Federation' }).querySelectorAll('img')).toHaveLength(1);
    } finally {
      site.logoText = 'Module Federation';
      site.logo = { light: '/logo-light.svg', dark: '/logo-dark.svg' };
    }
  });
});

describe('given the "Copy page as Markdown" button above a doc page', () => {
  it('should hold only phrasing content and copy the page Markdown with one press', async () => {
    const user = userEvent.setup();
    const markdown = '# Quick start\n';
    const fetchMock = vi.fn(async () => new Response(markdown));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubEnv('DEV', false); // the Markdown twins exist in a production build only
    try {
      render(<LlmsCopyButton />);
      expect(blocksInButtons()).toEqual([]);
      const button = screen.getByRole('button', { name: 'Copy page as Markdown' });
      await user.click(button);
      expect(fetchMock).toHaveBeenCalledWith('/guide/start/quick-start.md');
      expect(real.copied).toEqual([markdown]);
      expect(button.className).toContain('rp-llms-copy-button--success');
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
  });
});

describe('given the home page background', () => {
  it('should render no <style> element and mark <body> once the reader has scrolled 100 px', () => {
    const { unmount } = render(<HomeBackground />);
    expect(document.querySelector('style')).toBeNull();
    expect(document.querySelector('.rp-home-background')).not.toBeNull();
    expect(document.body.classList.contains('notTopArrived')).toBe(false);
    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    // React flushes the state update of a native event listener synchronously enough for the next check.
    return vi.waitFor(() => {
      expect(document.body.classList.contains('notTopArrived')).toBe(true);
      unmount();
      expect(document.body.classList.contains('notTopArrived')).toBe(false);
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    });
  });
});
