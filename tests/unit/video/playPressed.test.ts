import { describe, expect, it, vi } from 'vitest';
import { playPressed } from '../../../components/Video/useXgPlayer';

/** A player whose `play()` answers as scripted, and whose events the test fires. */
function fakePlayer(outcomes: (() => Promise<void>)[]) {
  const handlers = new Map<string, (() => void)[]>();
  return {
    play: vi.fn(() => (outcomes.shift() ?? (() => Promise.resolve()))()),
    destroy: vi.fn(),
    on: vi.fn(),
    once: vi.fn((event: string, handler: () => void) => handlers.set(event, [...(handlers.get(event) ?? []), handler])),
    fire(event: string) {
      for (const handler of handlers.get(event) ?? []) handler();
      handlers.delete(event);
    },
  };
}

const abort = () =>
  Promise.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'));

describe('given a press on a player whose media is still starting', () => {
  it('should play again once the media can play when the first play() was aborted by its load', async () => {
    const player = fakePlayer([abort]);
    playPressed(player);
    await vi.waitFor(() => expect(player.once).toHaveBeenCalledWith('canplay', expect.any(Function)));
    expect(player.play).toHaveBeenCalledTimes(1);
    player.fire('canplay');
    expect(player.play).toHaveBeenCalledTimes(2);
  });

  it('should leave other refusals (autoplay policy) to the player and not ask again', async () => {
    const player = fakePlayer([() => Promise.reject(new DOMException('no', 'NotAllowedError'))]);
    playPressed(player);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(player.once).not.toHaveBeenCalled();
    expect(player.play).toHaveBeenCalledTimes(1);
  });

  it('should play once when play() succeeds or returns nothing', async () => {
    const player = fakePlayer([() => Promise.resolve()]);
    playPressed(player);
    const silent = { ...fakePlayer([]), play: vi.fn(() => undefined) };
    playPressed(silent);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(silent.play).toHaveBeenCalledTimes(1);
    expect(player.once).not.toHaveBeenCalled();
  });
});
