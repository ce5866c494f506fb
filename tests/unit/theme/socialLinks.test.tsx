// @vitest-environment happy-dom
import type { SocialLink } from '@rspress/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitSocialLinks } from '../../../theme/logic/socialLinks';

vi.mock('@rspress/core/runtime', () => ({
  useLang: () => 'en',
  useLocation: () => ({ pathname: '/' }),
  useSite: () => ({ site: { themeConfig: {} } }),
}));

const { SocialLinksRaw } = await import('../../../theme/components/SocialLinks/SocialLinksRaw');
const { translate } = await import('../../../theme/i18n');

afterEach(cleanup);

const FIVE: SocialLink[] = ['github', 'discord', 'x', 'youtube', 'slack'].map(
  (icon) => ({ icon, mode: 'link', content: `https://${icon}.example/mf` }) as SocialLink,
);
const icons = Object.fromEntries(FIVE.map((l) => [l.icon as string, '<svg></svg>']));

describe('given five social links', () => {
  it('should split them into three shown and two in More', () => {
    const { shown, more } = splitSocialLinks(FIVE);
    expect(shown.map((l) => l.icon)).toEqual(['github', 'discord', 'x']);
    expect(more.map((l) => l.icon)).toEqual(['youtube', 'slack']);
  });

  it('should show three named links and a More button that opens the other two, and close on Escape', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <SocialLinksRaw links={FIVE} icons={icons} t={(k, v) => translate('en', k, v)} routeKey="/a" />,
    );
    const visible = screen.getAllByRole('link').filter((a) => !a.closest('[hidden]'));
    expect(visible.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Module Federation on GitHub',
      'Module Federation on Discord',
      'Module Federation on X',
    ]);
    const more = screen.getByRole('button', { name: 'More links' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Module Federation on YouTube' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Module Federation on Slack' }).getAttribute('target')).toBe('_blank');
    await user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
    await user.click(more);
    rerender(<SocialLinksRaw links={FIVE} icons={icons} t={(k, v) => translate('en', k, v)} routeKey="/b" />);
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('should show no More button for three links or fewer', () => {
    render(<SocialLinksRaw links={FIVE.slice(0, 3)} icons={icons} t={(k, v) => translate('zh', k, v)} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});

describe('given the compact bar (allInMore)', () => {
  it('should show no icon and put every link behind More', async () => {
    const user = userEvent.setup();
    render(<SocialLinksRaw links={FIVE.slice(0, 2)} icons={icons} t={(k, v) => translate('en', k, v)} allInMore />);
    expect(screen.getAllByRole('link', { hidden: true }).filter((a) => !a.closest('[hidden]'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'More links' }));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Module Federation on GitHub',
      'Module Federation on Discord',
    ]);
  });
});
