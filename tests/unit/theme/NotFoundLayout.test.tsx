// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nSource } from '../../../theme/i18n/i18nSource';

const state = { lang: 'en' };
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => state.lang,
  useI18n: () => (key: keyof typeof i18nSource) => i18nSource[key][state.lang as 'en' | 'zh'],
  usePageData: () => ({
    siteData: { lang: 'en', multiVersion: { default: '' } },
    page: { lang: state.lang, version: '' },
  }),
}));
vi.mock('@rspress/core/theme', () => ({
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

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
