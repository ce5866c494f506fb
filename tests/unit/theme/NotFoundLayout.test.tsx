// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nSource } from '../../../theme/i18n/i18nSource';

const state = { lang: 'en' };
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => state.lang,
  useI18n: () => (key: keyof typeof i18nSource) => i18nSource[key][state.lang as 'en' | 'zh'],
  usePageData: () => ({
    siteData: {
      lang: 'en',
      multiVersion: { default: '' },
      themeConfig: { locales: [{ lang: 'en' }, { lang: 'zh' }] },
    },
    page: { lang: state.lang, version: '' },
  }),
  usePages: () => ({ pages: PAGES }),
}));
/** Two pages that exist in one language only (SPEC §2) and the two home pages. */
const PAGES = [
  { routePath: '/', lang: 'en' },
  { routePath: '/zh/', lang: 'zh' },
  { routePath: '/configure/experiments', lang: 'en' },
  { routePath: '/zh/plugin/dev/hooks', lang: 'zh' },
];
vi.mock('@rspress/core/theme', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
// The suggestions and the moved-address fallback are tested in the browser (tests/e2e/arrivals.spec.ts:
// a mistyped path, an old path followed by the 404 page).
vi.mock('../../../theme/components/NotFoundHelp', () => ({ NotFoundHelp: () => null }));
// Every record is in usePages above; the lazyRoutes seam would load Rspress's runtime (its virtual modules).
vi.mock('../../../rspress-patches/lazyRoutes', () => ({ loadAllPages: () => undefined }));

const { NotFoundLayout } = await import('../../../theme/layout/NotFoundLayout');

afterEach(cleanup);

describe.each([
  ['en', 'PAGE NOT FOUND', 'Take me home', '/'],
  ['zh', '页面未找到', '返回首页', '/zh/'],
] as const)('given the %s 404 page', (lang, title, home, href) => {
  it('should show 404, the title as the heading and a home link named by its text, in a main landmark', () => {
    state.lang = lang;
    render(<NotFoundLayout />);
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('404');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: home }).getAttribute('href')).toBe(href);
    expect(main.querySelector('#mf-content')).not.toBeNull();
  });
});

describe.each([
  ['zh', '/zh/configure/experiments', '本页有英文版，点此前往阅读', '/configure/experiments'],
  ['en', '/plugin/dev/hooks', 'This page exists in Chinese: read it in 简体中文', '/zh/plugin/dev/hooks'],
] as const)('given the %s 404 page at %s, whose page exists in the other language', (lang, path, name, href) => {
  it('should offer a link to that page', async () => {
    state.lang = lang;
    window.history.replaceState(null, '', path);
    render(<NotFoundLayout />);
    expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
  });
});

describe('given a 404 path that exists in neither language', () => {
  it('should offer only the home link', () => {
    state.lang = 'en';
    window.history.replaceState(null, '', '/no/such/page');
    render(<NotFoundLayout />);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/']);
  });
});
