// The parts every child process of the behaviour facts shares (browser-runtime.mjs, depth.browser.cjs,
// depth.node.cjs): how a runtime error becomes the text a fact compares, and how the results reach the
// parent. Plain CommonJS without dependencies, so a child can load it before it sets up its globals.

/**
 * The first line of what was thrown.
 * @param {unknown} error
 */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The first line without the runtime logger's prefix: the message the pages quote.
 * @param {unknown} error
 */
const runtimeMessage = (error) => firstLine(error).replace(/^\[ Federation Runtime \]: /, '');

/**
 * What `run` throws, as `toText` puts it (the runtime message by default), or 'no error'.
 * @param {() => unknown} run
 * @param {(error: unknown) => string} [toText]
 */
async function failure(run, toText = runtimeMessage) {
  try {
    await run();
    return 'no error';
  } catch (error) {
    return toText(error);
  }
}

/**
 * Runs `main`, then prints `results` as the one JSON object the parent reads (with `__error` when `main`
 * threw: the facts it did not reach then read "no result") and exits.
 * @param {() => Promise<void>} main
 * @param {Record<string, unknown>} results
 */
function report(main, results) {
  main().then(
    () => {
      process.stdout.write(JSON.stringify(results));
      process.exit(0);
    },
    (error) => {
      process.stdout.write(JSON.stringify({ ...results, __error: String(error?.stack ?? error) }));
      process.exit(0);
    },
  );
}

module.exports = { failure, firstLine, report, runtimeMessage };
