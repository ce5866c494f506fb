// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { SVGProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const state = { lang: 'en' };
vi.mock('@rspress/core/runtime', () => ({ useLang: () => state.lang }));
vi.mock('@rspress/core/dist/theme/assets/github.js', () => ({
  default: (p: SVGProps<SVGSVGElement>) => <svg data-icon="github" {...p} />,
}));
vi.mock('@rspress/core/dist/theme/assets/gitlab.js', () => ({
  default: (p: SVGProps<SVGSVGElement>) => <svg data-icon="gitlab" {...p} />,
}));

const { SourceCode } = await import('../../../components/SourceCode');

afterEach(cleanup);

describe('given a SourceCode link on an English page', () => {
  it('should open GitHub in a new tab without an opener, named and labelled Source', () => {
    state.lang = 'en';
    render(<SourceCode href="https://github.com/module-federation/core/tree/main/packages/runtime" />);
    const link = screen.getByRole('link', { name: 'Source code on GitHub (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://github.com/module-federation/core/tree/main/packages/runtime');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toBe('Source');
    expect(link.querySelector('[data-icon="github"]')).not.toBeNull();
  });

  it('should show the GitLab icon for a GitLab link', () => {
    state.lang = 'en';
    render(<SourceCode href="https://gitlab.com/x/y" platform="gitlab" />);
    const link = screen.getByRole('link', { name: 'Source code on GitLab (opens in a new tab)' });
    expect(link.querySelector('[data-icon="gitlab"]')).not.toBeNull();
    expect(link.querySelector('[data-icon="github"]')).toBeNull();
  });
});

describe('given a SourceCode link on a Chinese page', () => {
  it('should read 源码, visibly and at the start of its accessible name', () => {
    state.lang = 'zh';
    render(<SourceCode href="https://github.com/module-federation/core" />);
    const link = screen.getByRole('link', { name: '源码（GitHub，在新标签页中打开）' });
    expect(link.textContent).toBe('源码');
  });
});
