import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { whenNear } from '../../common/whenNear';
import { buildPlayerConfig, type PlayerConfigInput } from './playerConfig';

/**
 * Where the player is: not yet wanted (prerendered, or far from the viewport), loading xgplayer, created,
 * or xgplayer failed to load.
 */
export type PlayerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The slice of an xgplayer instance the component uses. */
export interface PlayerLike {
  play(): Promise<void> | void;
  destroy(): void;
  on(event: string, handler: (...args: unknown[]) => void): void;
  once(event: string, handler: (...args: unknown[]) => void): void;
  root?: HTMLElement;
}

/**
 * Plays `player` for a press on a player that exists. Right after it is created, xgplayer sets the
 * media's `src` a few microtasks later (its `start()` waits for its plugins), and that load aborts a
 * `play()` already under way: the promise rejects with `AbortError` and the video stays paused at 0:00
 * (issue 25). Such a press is played again once the media can play. Other rejections (autoplay policy)
 * are xgplayer's to show.
 */
export function playPressed(player: PlayerLike): void {
  const retryOnAbort = (error: unknown) => {
    if ((error as { name?: string } | null)?.name === 'AbortError') player.once('canplay', () => void player.play());
  };
  try {
    void Promise.resolve(player.play()).catch(retryOnAbort);
  } catch (error) {
    retryOnAbort(error);
  }
}

/**
 * xgplayer renders its retry control as a bare `<span>`: give it a button role, focus and keyboard
 * activation so the error state is usable without a mouse. Idempotent.
 */
function makeRetryAccessible(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('.xgplayer-error-refresh')) {
    if (el.dataset.mfEnhanced) continue;
    el.dataset.mfEnhanced = 'true';
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    el.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      // The key is consumed here: page-wide shortcuts (the search panel listens on document) must not see it.
      e.preventDefault();
      e.stopPropagation();
      el.click();
    });
  }
}

/**
 * Creates an xgplayer instance on `hostRef` (client only) once `watchRef` comes within a screen of the
 * viewport or the visitor reaches for it (common/whenNear.ts): xgplayer's JS and CSS are not
 * fetched before. Destroys the player on unmount or when the options change. Returns the status, a `play`
 * that also works before the player exists (it loads it and plays once ready), and `retry` to load
 * xgplayer again after a failure.
 */
export function useXgPlayer(
  hostRef: RefObject<HTMLElement | null>,
  watchRef: RefObject<HTMLElement | null>,
  options: Omit<PlayerConfigInput, 'el'>,
) {
  const [status, setStatus] = useState<PlayerStatus>('idle');
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const playerRef = useRef<PlayerLike | null>(null);
  const wantsPlay = useRef(false);
  // The effect depends on the options' content, not on the identity of the object the parent rebuilt.
  const key = JSON.stringify(options);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const el = watchRef.current;
    if (wanted || !el) return;
    return whenNear(el, () => setWanted(true));
  }, [watchRef, wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let player: PlayerLike | null = null;
    setStatus('loading');
    import('./loadPlayer').then(
      ({ Player }) => {
        const el = hostRef.current;
        if (cancelled || !el) return;
        // A press that came before the player did is carried out by xgplayer itself: with `autoplay` it
        // loads the media and plays once it can (its `canplay` handler), the path that cannot race the
        // media's first load. (A `play()` right after `new Player` could: see `playPressed`.)
        const autoplay = Boolean(latest.current.autoplay) || wantsPlay.current;
        player = new Player(buildPlayerConfig({ ...latest.current, autoplay, el })) as unknown as PlayerLike;
        playerRef.current = player;
        player.on('error', () => queueMicrotask(() => makeRetryAccessible(el)));
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      player?.destroy();
      if (playerRef.current === player) playerRef.current = null;
    };
  }, [hostRef, key, attempt, wanted]);

  const play = useCallback(() => {
    wantsPlay.current = true;
    setWanted(true);
    const player = playerRef.current;
    if (player) playPressed(player);
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { status, play, retry };
}
