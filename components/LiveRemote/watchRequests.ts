import { requestLogLine } from '../../theme/logic/liveExample';

/** Resource Timing entry fields we read; `responseStatus` is recent (Chromium 109+), hence optional. */
type ResourceEntry = PerformanceEntry & { initiatorType?: string; responseStatus?: number };

/**
 * Logs every request the page makes under `pathPrefix` (with its HTTP status when the browser reports
 * it), as the browser records it in Resource Timing. Lets a reader watch the retry plugin's attempts
 * without wrapping `fetch`. Returns the function that stops watching.
 */
export function watchRequests(pathPrefix: string, log: (line: string) => void): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const origin = window.location.origin;
  const write = (entries: PerformanceEntryList) => {
    for (const entry of entries as ResourceEntry[]) {
      if (entry.name.startsWith(origin + pathPrefix)) log(requestLogLine(entry.name, entry.responseStatus, origin));
    }
  };
  const observer = new PerformanceObserver((list) => write(list.getEntries()));
  observer.observe({ type: 'resource' });
  return () => {
    // Entries reach observers a moment after the response: take the last ones before stopping.
    write(observer.takeRecords());
    observer.disconnect();
  };
}
