export declare const BUSY_LOAD_PER_CORE: number;
export declare function describeConditions(runs: {
  loads: number[];
  benchmarkIndexes: number[];
  cores: number;
}): { busy: boolean; load: number; benchmarkIndex: number; verdict: string };
