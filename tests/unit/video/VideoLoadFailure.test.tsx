// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver } from './fakeIntersectionObserver';

// The async chunk cannot be fetched (offline, deploy in between): importing xgplayer throws.
vi.mock('xgplayer', () => {
  throw new Error('Loading chunk failed');
});
vi.mock('@rspress/core/runtime', () => ({ useLang: () => 'zh', useLocation: () => ({ pathname: '/zh/' }) }));

const { VideoRaw } = await import('../../../components/Video/VideoRaw');

afterEach(cleanup);
installFakeIntersectionObserver({ near: true });

describe('given xgplayer fails to load', () => {
  it('should say so in the page language and offer to try again', async () => {
    const { container } = render(<VideoRaw lang="zh" src="/v.mp4" poster="/p.jpg" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('视频播放器加载失败。');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/p.jpg');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => v.id)).toEqual([]);

    // Trying again goes back to loading (a new import()), then fails again here: the chunk is still broken.
    const frame = container.querySelector<HTMLElement>('.mf-video__frame');
    const seen: (string | undefined)[] = [];
    const observer = new MutationObserver(() => seen.push(frame?.dataset.status));
    if (frame) observer.observe(frame, { attributes: true, attributeFilter: ['data-status'] });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(seen).toEqual(['loading', 'failed']));
    observer.disconnect();
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
