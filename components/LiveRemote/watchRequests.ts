import { requestLogLine } from '../../theme/logic/liveExample';

/** Resource Timing entry fields we read; `responseStatus` is recent (Chromium 109+), hence optional. */
type ResourceEntry = PerformanceEntry & { initiatorType?: string; responseStatus?: number };

export interface RequestWatch {
  /**
   * Logs `line` once the browser has reported `times` requests to `path`, at once if it already has. The
   * browser reports a request a moment after its response, so code that runs on a response (the retry
   * plugin's `fallback`) and logged at once would come before the request it follows.
   */
  logAfter: (path: string, times: number, line: string) => void;
  /** Writes the last requests (and any line still waiting) and stops watching. */
  stop: () => void;
}

/**
 * Logs every request the page makes under `pathPrefix` (with its HTTP status when the browser reports
 * it), as the browser records it in Resource Timing. Lets a reader watch the retry plugin's attempts
 * without wrapping `fetch`.
 */
export function watchRequests(pathPrefix: string, log: (line: string) => void): RequestWatch {
  if (typeof PerformanceObserver === 'undefined')
    return { logAfter: (_path, _times, line) => log(line), stop: () => {} };
  const origin = window.location.origin;
  const reported = new Map<string, number>();
  let waiting: { path: string; times: number; line: string }[] = [];
  const release = () => {
    const ready = waiting.filter((w) => (reported.get(w.path) ?? 0) >= w.times);
    waiting = waiting.filter((w) => !ready.includes(w));
    for (const w of ready) log(w.line);
  };
  const write = (entries: PerformanceEntryList) => {
    for (const entry of entries as ResourceEntry[]) {
      if (!entry.name.startsWith(origin + pathPrefix)) continue;
      log(requestLogLine(entry.name, entry.responseStatus, origin));
      const path = new URL(entry.name).pathname;
      reported.set(path, (reported.get(path) ?? 0) + 1);
      release();
    }
  };
  const observer = new PerformanceObserver((list) => write(list.getEntries()));
  observer.observe({ type: 'resource' });
  return {
    logAfter: (path, times, line) => {
      waiting.push({ path, times, line });
      release();
    },
    stop: () => {
      write(observer.takeRecords());
      observer.disconnect();
      for (const w of waiting) log(w.line);
      waiting = [];
    },
  };
}
