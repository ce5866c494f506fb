// @ts-check

/**
 * The median of `xs` (the lower middle value of an even count, so it is always one of the runs); NaN
 * for none. The benchmarks print medians of repeated runs.
 * @param {number[]} xs
 */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;
