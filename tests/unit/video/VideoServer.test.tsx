import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const constructed = vi.hoisted(() => ({ count: 0 }));
vi.mock('xgplayer', () => ({
  default: class {
    constructor() {
      constructed.count += 1;
    }
  },
}));
vi.mock('@rspress/core/runtime', () => ({ useLang: () => 'en', useLocation: () => ({ pathname: '/' }) }));

const { VideoRaw } = await import('../../../components/Video/VideoRaw');

describe('given a Video rendered on the server', () => {
  const html = renderToString(
    <VideoRaw lang="zh" src="/video/a.mp4" poster="/video/a.jpg" title="速览" aspectRatio="4:3" width={640} />,
  );

  it('should prerender the poster and a play link that works without JavaScript', () => {
    expect(html).toContain('<img class="mf-video__poster" src="/video/a.jpg" alt=""');
    // The link is named by its visually hidden text (the icon is decorative).
    expect(html).toContain(
      '<a class="mf-video__play" href="/video/a.mp4"><span class="mf-visually-hidden">播放视频“速览”</span>',
    );
    expect(html).toContain('<figcaption class="mf-video__caption">速览</figcaption>');
  });

  it('should reserve the aspect ratio and width before any script runs', () => {
    expect(html).toContain('--mf-video-aspect-ratio:4 / 3');
    expect(html).toContain('--mf-video-max-width:640px');
  });

  it('should not create a player', () => {
    expect(html).toContain('data-status="idle"');
    expect(constructed.count).toBe(0);
  });

  it('should use the untitled label without a title', () => {
    const untitled = renderToString(<VideoRaw lang="en" src="/v.mp4" poster="/p.jpg" />);
    expect(untitled).toContain('<span class="mf-visually-hidden">Play the video</span>');
    expect(untitled).not.toContain('figcaption');
  });
});
