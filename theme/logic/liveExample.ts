/**
 * State of a live Module Federation example (components/LiveRemote): a row of steps the reader runs in
 * order with buttons, each one loading something over the network. Pure: the component feeds events
 * in and renders what comes out.
 */

/** `idle`: waiting for the reader; `loading`: a step runs; `error`: the step failed; `done`: all ran. */
type LiveStatus = 'idle' | 'loading' | 'error' | 'done';

export interface LiveState {
  /** Index of the step the next button press runs (equals the step count once all ran). */
  readonly next: number;
  readonly status: LiveStatus;
  /** What went wrong, when `status` is `error`. */
  readonly failure?: LiveFailure;
  /** Lines of the log panel, oldest first. */
  readonly log: readonly string[];
}

/** Which readable message to show for an error. */
type LiveFailureKind = 'notFound' | 'remoteFailed';

export interface LiveFailure {
  readonly kind: LiveFailureKind;
  /** The error's own message, shown under the readable one for those who want the detail. */
  readonly detail: string;
}

export type LiveEvent =
  | { readonly type: 'start' }
  | { readonly type: 'succeed'; readonly stepCount: number }
  | { readonly type: 'fail'; readonly error: unknown }
  | { readonly type: 'log'; readonly line: string };

/** Longest log kept: older lines scroll away so a reader who keeps clicking does not grow the page forever. */
export const LOG_LIMIT = 50;

export const INITIAL_LIVE_STATE: LiveState = { next: 0, status: 'idle', log: [] };

/**
 * The next state. A `start` while a step runs is ignored: a second press on the button must not
 * start a second load. A `start` after an error runs the failed step again.
 */
export function liveReducer(state: LiveState, event: LiveEvent): LiveState {
  switch (event.type) {
    case 'start':
      if (state.status === 'loading' || state.status === 'done') return state;
      return { next: state.next, status: 'loading', log: state.log };
    case 'succeed': {
      if (state.status !== 'loading') return state;
      const next = state.next + 1;
      return { next, status: next >= event.stepCount ? 'done' : 'idle', log: state.log };
    }
    case 'fail':
      if (state.status !== 'loading') return state;
      return { next: state.next, status: 'error', failure: describeFailure(event.error), log: state.log };
    case 'log':
      return { ...state, log: [...state.log, event.line].slice(-LOG_LIMIT) };
  }
}

/**
 * Sorts an error into a message the reader understands. The runtime reports a manifest or remote
 * entry that is missing with the HTTP status or a failed fetch/script in its message; everything else
 * (a remote that throws, a missing expose) is the remote's own failure.
 */
export function describeFailure(error: unknown): LiveFailure {
  const detail = error instanceof Error ? error.message : String(error);
  const notFound = /\b404\b|failed to fetch|fetch.*fail|RUNTIME-003|ScriptNetworkError|Failed to load script/i.test(
    detail,
  );
  return { kind: notFound ? 'notFound' : 'remoteFailed', detail };
}

/** A log line for a request the browser made (from Resource Timing): method-less path and status. */
export function requestLogLine(url: string, status: number | undefined, origin: string): string {
  const shown = url.startsWith(origin) ? url.slice(origin.length) : url;
  return status ? `fetch ${shown} → ${status}` : `fetch ${shown}`;
}
