// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nSource } from '../../../theme/i18n/i18nSource';

const state = { lang: 'en' };
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => state.lang,
  useI18n: () => (key: keyof typeof i18nSource) => i18nSource[key][state.lang as 'en' | 'zh'],
}));
vi.mock('@rspress/core/theme', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const { OptionDefault } = await import('../../../components/OptionDefault');
const { OptionFacts } = await import('../../../components/OptionFacts');

afterEach(cleanup);

describe.each([
  ['en', '/configure/shared#singleton', 'Default: false'],
  ['zh', '/zh/configure/shared#singleton', '默认值：false'],
] as const)('given a %s guide page that names a default', (lang, href, defaultLine) => {
  it('should show the value from the facts module, linked to the section that explains it', () => {
    state.lang = lang;
    render(<OptionDefault name="shared.singleton" />);
    const link = screen.getByRole('link', { name: 'false' });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.querySelector('code')?.textContent).toBe('false');
  });

  it('should show a default that has no literal value as its note, with its inline code', () => {
    state.lang = lang;
    render(<OptionDefault name="shared.requiredVersion" />);
    const link = screen.getByRole('link');
    expect(link.querySelector('code')?.textContent).toBe('package.json');
    expect(link.getAttribute('href')).toMatch(/configure\/shared#requiredversion$/);
  });

  it('should render the same default in the reference section, with the colon after the bold label (no space after a full-width colon)', () => {
    state.lang = lang;
    render(<OptionFacts name="shared.singleton" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(defaultLine);
  });
});
