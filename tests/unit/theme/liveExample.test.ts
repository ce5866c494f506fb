import { describe, expect, it } from 'vitest';
import {
  describeFailure,
  INITIAL_LIVE_STATE,
  type LiveEvent,
  type LiveState,
  LOG_LIMIT,
  liveReducer,
  requestLogLine,
} from '../../../theme/logic/liveExample';

const run = (events: LiveEvent[], from: LiveState = INITIAL_LIVE_STATE) => events.reduce(liveReducer, from);

describe('liveReducer', () => {
  it('should move to the next step when a step succeeds, and to done after the last one', () => {
    const afterFirst = run([{ type: 'start' }, { type: 'succeed', stepCount: 2 }]);
    expect(afterFirst).toMatchObject({ next: 1, status: 'idle' });
    const afterSecond = run([{ type: 'start' }, { type: 'succeed', stepCount: 2 }], afterFirst);
    expect(afterSecond).toMatchObject({ next: 2, status: 'done' });
  });

  it('should ignore a second start while a step is loading', () => {
    const loading = run([{ type: 'start' }]);
    expect(liveReducer(loading, { type: 'start' })).toBe(loading);
  });

  it('should keep the failed step and its reason, and run the same step again on the next start', () => {
    const failed = run([{ type: 'start' }, { type: 'fail', error: new Error('Server error：404') }]);
    expect(failed).toMatchObject({ next: 0, status: 'error', failure: { kind: 'notFound' } });
    const retried = liveReducer(failed, { type: 'start' });
    expect(retried).toMatchObject({ next: 0, status: 'loading' });
    expect(retried.failure).toBeUndefined();
  });

  it('should not start again once every step ran', () => {
    const done = run([{ type: 'start' }, { type: 'succeed', stepCount: 1 }]);
    expect(liveReducer(done, { type: 'start' })).toBe(done);
  });

  it('should keep log lines in order and drop the oldest beyond the limit', () => {
    const events: LiveEvent[] = Array.from({ length: LOG_LIMIT + 2 }, (_, i) => ({ type: 'log', line: `line ${i}` }));
    const { log } = run(events);
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]).toBe('line 2');
    expect(log.at(-1)).toBe(`line ${LOG_LIMIT + 1}`);
  });
});

describe('describeFailure', () => {
  it.each([
    ['[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.', 'notFound'],
    ['TypeError: Failed to fetch', 'notFound'],
    ['Server error：404', 'notFound'],
    ['ScriptNetworkError: Failed to load script resource', 'notFound'],
    ['[ Federation Runtime ]: RUNTIME-001 remoteEntryExports is undefined', 'remoteFailed'],
    ['producer exploded', 'remoteFailed'],
  ])('should sort "%s" as %s', (message, kind) => {
    expect(describeFailure(new Error(message))).toEqual({ kind, detail: message });
  });

  it('should describe a thrown non-error by its text', () => {
    expect(describeFailure('plain')).toEqual({ kind: 'remoteFailed', detail: 'plain' });
  });
});

describe('requestLogLine', () => {
  it('should show the path of a same-origin request and its status', () => {
    expect(requestLogLine('https://site.test/demos/producer/mf-manifest.json', 404, 'https://site.test')).toBe(
      'fetch /demos/producer/mf-manifest.json → 404',
    );
  });

  it('should leave out a status the browser did not report', () => {
    expect(requestLogLine('https://other.test/x.js', 0, 'https://site.test')).toBe('fetch https://other.test/x.js');
  });
});
