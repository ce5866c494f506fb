// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver, nearAtLoad, scrollNear } from './fakeIntersectionObserver';

interface FakePlayer {
  config: Record<string, unknown> & { el: HTMLElement };
  destroyed: number;
  play: ReturnType<typeof vi.fn>;
  emit(event: string): void;
}

const state = vi.hoisted(() => ({ players: [] as FakePlayer[], lang: 'en', pathname: '/blog/announcement' }));

vi.mock('xgplayer', () => ({
  default: class {
    config: FakePlayer['config'];
    destroyed = 0;
    play = vi.fn(() => Promise.resolve());
    private handlers = new Map<string, (() => void)[]>();
    constructor(config: FakePlayer['config']) {
      this.config = config;
      state.players.push(this as unknown as FakePlayer);
    }
    on(event: string, handler: () => void) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    emit(event: string) {
      for (const h of this.handlers.get(event) ?? []) h();
    }
    destroy() {
      this.destroyed += 1;
    }
  },
}));
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => state.lang,
  useLocation: () => ({ pathname: state.pathname }),
}));

const { Video, VideoRaw } = await import('../../../components/Video');

const props = { src: '/video/announcement.mp4', poster: '/video/announcement-poster.jpg', title: 'At a glance' };
const lastPlayer = () => state.players.at(-1) as FakePlayer;
const created = () => waitFor(() => expect(state.players.length).toBeGreaterThan(0));

async function expectNoAxeViolations(container: HTMLElement) {
  // happy-dom has no layout: colour contrast cannot be computed there (the e2e suite checks it in Chromium).
  const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

beforeEach(() => {
  state.players.length = 0;
  state.lang = 'en';
  state.pathname = '/blog/announcement';
  // Most tests model a video on screen; the "far below" ones install their own.
  installFakeIntersectionObserver({ near: true });
});
afterEach(cleanup);

describe('given a Video before xgplayer has loaded', () => {
  it('should show the poster and a named play link to the clip', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    const link = screen.getByRole('link', { name: 'Play the video “At a glance”' });
    expect(link.getAttribute('href')).toBe('/video/announcement.mp4');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/video/announcement-poster.jpg');
    await expectNoAxeViolations(container);
    await created();
  });
});

describe('given a Video the visitor has not scrolled near', () => {
  beforeEach(() => installFakeIntersectionObserver({ near: false }));

  it('should not load xgplayer until the video comes near', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    await act(() => Promise.resolve());
    expect(state.players).toHaveLength(0);
    expect(container.querySelector('.mf-video__frame')?.getAttribute('data-status')).toBe('idle');
    scrollNear(container.querySelector('.mf-video__frame') as Element);
    await created();
  });

  it('should wait for a scroll when the video is near the first screen at load', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    nearAtLoad(container.querySelector('.mf-video__frame') as Element);
    await act(() => Promise.resolve());
    expect(state.players).toHaveLength(0);
    window.dispatchEvent(new Event('scroll'));
    await created();
  });

  it('should load xgplayer as soon as the visitor points at it', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    fireEvent.pointerOver(container.querySelector('.mf-video__poster') as Element);
    await created();
  });

  it('should load xgplayer when the play link gets keyboard focus', async () => {
    render(<VideoRaw lang="en" {...props} />);
    screen.getByRole('link', { name: /Play the video/ }).focus();
    await created();
  });

  it('should load the player on a click of the play link and have it play as soon as it can', async () => {
    render(<VideoRaw lang="en" {...props} />);
    fireEvent.click(screen.getByRole('link', { name: /Play the video/ }));
    await created();
    // xgplayer's autoplay path loads the media and plays on `canplay`; a `play()` right after creation
    // would be aborted by the media's first load (issue 25).
    expect(lastPlayer().config.autoplay).toBe(true);
    expect(lastPlayer().play).not.toHaveBeenCalled();
  });
});

describe('given a Video mounted on the client', () => {
  it('should create one player on its own element with the configured values', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    await created();
    const { config } = lastPlayer();
    expect(config.el).toBe(container.querySelector('.mf-video__player'));
    expect(config).toMatchObject({
      url: '/video/announcement.mp4',
      poster: '/video/announcement-poster.jpg',
      lang: 'en',
      volume: { default: 0.6, miniVolume: 0.2 },
      inactive: 3000,
      minWaitDelay: 200,
      prompt: { interval: 3000 },
    });
    expect(config).not.toHaveProperty('id');
    expect(state.players).toHaveLength(1);
  });

  it('should hand over to the player: the placeholder goes once it exists', async () => {
    render(<VideoRaw lang="en" {...props} />);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Play the video/ })).toBeNull());
    expect(state.players).toHaveLength(1);
  });

  it('should give two videos on one page two players on two elements', async () => {
    render(
      <>
        <VideoRaw lang="en" {...props} />
        <VideoRaw lang="en" {...props} src="/video/other.mp4" />
      </>,
    );
    await waitFor(() => expect(state.players).toHaveLength(2));
    const [a, b] = state.players as [FakePlayer, FakePlayer];
    expect(a.config.el).not.toBe(b.config.el);
  });

  it('should not autoplay a player nobody pressed play on', async () => {
    render(<VideoRaw lang="en" {...props} />);
    await created();
    expect(lastPlayer().config.autoplay).toBe(false);
  });

  it('should destroy the player on unmount', async () => {
    const { unmount } = render(<VideoRaw lang="en" {...props} />);
    await created();
    unmount();
    expect(lastPlayer().destroyed).toBe(1);
  });

  it('should replace the player when the source changes', async () => {
    const { rerender } = render(<VideoRaw lang="en" {...props} />);
    await created();
    const first = lastPlayer();
    rerender(<VideoRaw lang="en" {...props} src="/video/new.mp4" />);
    await waitFor(() => expect(state.players).toHaveLength(2));
    expect(first.destroyed).toBe(1);
    expect(lastPlayer().config.url).toBe('/video/new.mp4');
  });

  it('should not recreate the player when the parent re-renders with equal props', async () => {
    const { rerender } = render(<VideoRaw lang="en" {...props} settings={{ volume: 0.6 }} />);
    await created();
    rerender(<VideoRaw lang="en" {...props} settings={{ volume: 0.6 }} />);
    await act(() => Promise.resolve());
    expect(state.players).toHaveLength(1);
    expect(lastPlayer().destroyed).toBe(0);
  });
});

describe('given the page language and route', () => {
  it('should use Chinese xgplayer texts on a zh page', async () => {
    state.lang = 'zh';
    render(<Video {...props} />);
    await created();
    expect(lastPlayer().config.lang).toBe('zh-cn');
  });

  it('should destroy the player when the route changes', async () => {
    const { rerender } = render(<Video {...props} />);
    await created();
    const first = lastPlayer();
    state.pathname = '/configure/';
    rerender(<Video {...props} />);
    expect(first.destroyed).toBe(1);
  });
});

describe('given a player error', () => {
  it('should make xgplayer’s retry control a keyboard-usable button', async () => {
    const { container } = render(<VideoRaw lang="en" {...props} />);
    await created();
    const el = lastPlayer().config.el;
    // What xgplayer's error plugin renders (xgplayer/es/plugins/error/index.js).
    el.innerHTML =
      '<xg-error class="xgplayer-error"><span class="xgplayer-error-tips">Please Try<span class="xgplayer-error-refresh">Refresh</span></span></xg-error>';
    const onRetry = vi.fn();
    el.querySelector('.xgplayer-error-refresh')?.addEventListener('click', onRetry);
    lastPlayer().emit('error');
    const retry = await screen.findByRole('button', { name: 'Refresh' });
    expect(retry.tabIndex).toBe(0);
    fireEvent.keyDown(retry, { key: 'Enter' });
    expect(onRetry).toHaveBeenCalledTimes(1);
    lastPlayer().emit('error');
    await act(() => Promise.resolve());
    fireEvent.keyDown(retry, { key: ' ' });
    expect(onRetry).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });
});
