// Whether a Lighthouse figure was taken on a machine quiet enough to mean anything. Lighthouse's
// simulated throttling multiplies the main-thread time it observes, so another process on the
// same cores inflates every figure; its benchmark index (how fast this host ran a fixed piece of
// JavaScript just before the page) and the load average at the start of each run say how the
// host was doing, and are printed beside the figures so that runs on different machines compare.

/** One core's worth of other work: beyond it, the browser and the server share their cores. */
export const BUSY_LOAD_PER_CORE = 0.5;

/** The highest 1-minute load average still quiet on `cores` cores. */
const quietLimit = (cores) => BUSY_LOAD_PER_CORE * cores;

/**
 * @param {{ loads: number[]; benchmarkIndexes: number[]; cores: number }} runs the 1-minute load
 *   average at the start of each run and each run's benchmark index
 * @returns {{ busy: boolean; load: number; benchmarkIndex: number; verdict: string }}
 */
export function describeConditions({ loads, benchmarkIndexes, cores }) {
  const finite = (values) => values.filter(Number.isFinite);
  const load = Math.max(0, ...finite(loads));
  const indexes = finite(benchmarkIndexes).sort((a, b) => a - b);
  const benchmarkIndex = indexes.length ? indexes[Math.floor(indexes.length / 2)] : NaN;
  const limit = quietLimit(cores);
  const busy = load > limit;
  const verdict = busy
    ? `TOO BUSY: the load average reached ${load.toFixed(2)} (more than ${limit.toFixed(2)} on ` +
      `${cores} cores) during the runs; these figures do not mean anything, run again on a quiet machine`
    : `quiet: the load average stayed at or below ${limit.toFixed(2)} on ${cores} cores`;
  return { busy, load, benchmarkIndex, verdict };
}

/**
 * Waits until the 1-minute load average is at or below the quiet limit, or `maxMs` has passed:
 * the run before (its Chromium, the server's rendering) keeps the load up for a minute after it
 * ends, and a run started then measures that, not the page. Resolves with the load it started at
 * and how long it waited.
 *
 * @param {{ cores: number; maxMs: number; readLoad: () => number; sleep: (ms: number) => Promise<void>; stepMs?: number }} options
 * @returns {Promise<{ load: number; waitedMs: number; quiet: boolean }>}
 */
export async function waitUntilQuiet({ cores, maxMs, readLoad, sleep, stepMs = 5_000 }) {
  const limit = quietLimit(cores);
  let waitedMs = 0;
  let load = readLoad();
  while (load > limit && waitedMs < maxMs) {
    await sleep(stepMs);
    waitedMs += stepMs;
    load = readLoad();
  }
  return { load, waitedMs, quiet: load <= limit };
}
