// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from '../../../common/whenNear';
import { installFakeIntersectionObserver, nearAtLoad } from '../video/fakeIntersectionObserver';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The home page waiting for its visitor before it fetches the doc layout (theme/layout/HomeLayout). */
function watchPage() {
  installFakeIntersectionObserver({ near: false });
  document.body.innerHTML = '<main><a href="/guide/start/">Start</a></main>';
  const action = vi.fn();
  const stop = whenNear(document.documentElement, action);
  // The whole document is in view from the start.
  nearAtLoad(document.documentElement);
  return { action, stop, link: document.querySelector('a') as HTMLAnchorElement };
}

describe('given a page watched for its first interaction', () => {
  it('should wait while the page loads, then run once at the first pointer over a link', () => {
    const { action, link } = watchPage();
    expect(action).not.toHaveBeenCalled();
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    link.dispatchEvent(new Event('keydown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('should run at the first scroll, a key press or focus as well', () => {
    for (const fire of [
      () => window.dispatchEvent(new Event('scroll')),
      (link: HTMLElement) => link.dispatchEvent(new Event('keydown', { bubbles: true })),
      (link: HTMLElement) => link.focus(),
    ]) {
      const { action, stop, link } = watchPage();
      fire(link);
      expect(action).toHaveBeenCalledTimes(1);
      stop();
    }
  });

  it('should not run after the page that asked for it is gone', () => {
    const { action, stop, link } = watchPage();
    stop();
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(action).not.toHaveBeenCalled();
  });
});
