import { type CSSProperties, type MouseEvent, useRef } from 'react';
import { translate, type UiLang } from '../../theme/i18n';
import { type PlayerOptions, toCssAspectRatio } from './playerConfig';
import { useXgPlayer } from './useXgPlayer';
import './index.css';

/** Props of the `Video` MDX component: the player options plus layout. */
export interface VideoProps extends PlayerOptions {
  /** Image shown before playback, in the prerendered placeholder and by the player. */
  poster: string;
  /** What the video is about: the caption and the play control's accessible name. */
  title?: string;
  /** Largest width of the player: a number of pixels or a CSS length. Default: the column width. */
  width?: number | string;
  /** `16/9` (default), `'4:3'`, `'1 / 1'` or a number; reserves the height before the player loads. */
  aspectRatio?: number | string;
}

/** `Video` with the page language passed in: what unit tests render. */
export function VideoRaw(props: VideoProps & { lang: UiLang }) {
  const { src, poster, title, width, aspectRatio, lang } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const { status, play, retry } = useXgPlayer(hostRef, frameRef, {
    src,
    poster,
    lang,
    autoplay: props.autoplay,
    muted: props.muted,
    screenshot: props.screenshot,
    rotate: props.rotate,
    thumbnails: props.thumbnails,
    settings: props.settings,
  });
  const style = {
    '--mf-video-aspect-ratio': toCssAspectRatio(aspectRatio),
    ...(width === undefined ? {} : { '--mf-video-max-width': typeof width === 'number' ? `${width}px` : width }),
  } as CSSProperties;
  const playLabel = title
    ? translate(lang, 'video.playTitledAccessibleLabel', { title })
    : translate(lang, 'video.playAccessibleLabel');

  // Without JavaScript the link opens the clip in the browser's own player; with it, it plays inline.
  const onPlay = (e: MouseEvent) => {
    e.preventDefault();
    play();
  };

  return (
    <figure className="mf-video" style={style}>
      <div ref={frameRef} className="mf-video__frame" data-status={status}>
        <div ref={hostRef} className="mf-video__player" />
        {status !== 'ready' && (
          <div className="mf-video__placeholder">
            <img className="mf-video__poster" src={poster} alt="" decoding="async" />
            {status === 'failed' ? (
              <div className="mf-video__failed" role="alert">
                <p>{translate(lang, 'video.loadFailedText')}</p>
                <button type="button" className="mf-video__retry" onClick={retry}>
                  {translate(lang, 'video.retryText')}
                </button>
              </div>
            ) : (
              <a className="mf-video__play" href={src} onClick={onPlay}>
                <span className="mf-visually-hidden">{playLabel}</span>
                <svg className="mf-video__play-icon" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
                  <circle cx="32" cy="32" r="32" />
                  <path d="M26 20v24l19-12z" />
                </svg>
              </a>
            )}
          </div>
        )}
      </div>
      {title && <figcaption className="mf-video__caption">{title}</figcaption>}
    </figure>
  );
}
