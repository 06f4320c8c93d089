export declare const PAGE_NAMES: string[];
export interface LighthouseSettings {
  port: number;
  runs: number;
  settleMs: number;
  chromium: string;
  pages: string[] | null;
  reports: string | null;
}
export declare function readLighthouseSettings(
  env: Record<string, string | undefined>,
): { ok: true; settings: LighthouseSettings } | { ok: false; errors: string[] };
