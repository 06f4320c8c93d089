export declare const BUSY_LOAD_PER_CORE: number;
export declare function describeConditions(runs: {
  loads: number[];
  benchmarkIndexes: number[];
  cores: number;
}): { busy: boolean; load: number; benchmarkIndex: number; verdict: string };
export declare function waitUntilQuiet(options: {
  cores: number;
  maxMs: number;
  readLoad: () => number;
  sleep: (ms: number) => Promise<void>;
  stepMs?: number;
}): Promise<{ load: number; waitedMs: number; quiet: boolean }>;
