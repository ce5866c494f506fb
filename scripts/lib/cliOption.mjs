// @ts-check
/**
 * Reads `--name value` from the command line, or the fallback when it is absent.
 * @param {string} name
 * @param {string} fallback
 * @param {string[]} [argv]
 */
export function cliOption(name, fallback, argv = process.argv.slice(2)) {
  const i = argv.indexOf(name);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
}
