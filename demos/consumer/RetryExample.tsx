import { LiveExample, type RequestWatch, watchRequests } from '../../components/LiveRemote';

type MathModule = { add: (a: number, b: number) => number };

/** A manifest URL that answers 404 on purpose, and the producer's real one as the fallback. */
const MISSING_MANIFEST = '/demos/producer/missing/mf-manifest.json';
const FALLBACK_MANIFEST = '/demos/producer/mf-manifest.json';
/** Tries of the missing manifest after the first one. */
const RETRIES = 2;

async function loadWithRetry(requests: RequestWatch) {
  const [{ createInstance }, { RetryPlugin }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/retry-plugin'),
  ]);
  const mf = createInstance({
    name: 'docs_retry',
    remotes: [{ name: 'producer', entry: MISSING_MANIFEST }],
    plugins: [
      RetryPlugin({
        // Two more tries of the manifest (one second apart), then the fallback URL, fetched once.
        fetch: {
          retryTimes: RETRIES,
          fallback: () => {
            // Logged after the browser reports the last failed try, so the log reads in order.
            requests.logAfter(MISSING_MANIFEST, RETRIES + 1, `fallback ${FALLBACK_MANIFEST}`);
            return FALLBACK_MANIFEST;
          },
        },
      }),
    ],
  });
  const math = await mf.loadRemote<MathModule>('producer/math');
  if (!math) throw new Error('producer/math exported nothing');
  return math;
}

export default function RetryExample() {
  return (
    <LiveExample
      showLog
      steps={[
        {
          action: 'live.loadWithRetryAction',
          run: async ({ log }) => {
            // Shows each request the browser makes for the producer, with its status.
            const requests = watchRequests('/demos/producer/', log);
            try {
              const math = await loadWithRetry(requests);
              return <output className="mf-live__output">add(2, 3) = {math.add(2, 3)}</output>;
            } finally {
              requests.stop();
            }
          },
        },
      ]}
    />
  );
}
