import { useLang, useLocation } from '@rspress/core/runtime';
import { toUiLang } from '../../theme/i18n';
import { type VideoProps, VideoRaw } from './VideoRaw';

export { VIDEO_DEFAULTS, type VideoSettings, type VideoSettingsInput, type VideoThumbnails } from './playerConfig';
export { type VideoProps, VideoRaw } from './VideoRaw';

/**
 * Embedded video for MDX pages: a prerendered poster placeholder, then xgplayer (loaded on the client
 * only) in the page's language. See "Embedding a video" in the README.
 */
export function Video(props: VideoProps) {
  const lang = toUiLang(useLang());
  // A new route gets a new player: the old one is destroyed even if React were to keep this instance.
  const { pathname } = useLocation();
  return <VideoRaw key={pathname} {...props} lang={lang} />;
}
