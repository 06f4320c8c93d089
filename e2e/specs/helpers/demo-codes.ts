import fs from 'node:fs';
import path from 'node:path';
import { dataDir } from './auth-flows.ts';

interface DemoCodes {
  courseCodes: { code: string; courseId: string; courseName: string }[];
  unitCodes: { code: string; unitId: number; unitName: string }[];
}

/** The codes the server wrote to DATA_DIR/demo-codes.json when it seeded the demo tenant. */
export function demoCodes(): DemoCodes {
  return JSON.parse(fs.readFileSync(path.join(dataDir(), 'demo-codes.json'), 'utf8')) as DemoCodes;
}

/**
 * One of `codes` that no other test has taken. A code is single-use and the suite's workers run at
 * once, so a test claims its code by creating a file named after it in DATA_DIR: only one
 * creation of a name succeeds, whichever worker tries first.
 */
export function claimCode<T extends { code: string }>(codes: T[]): T {
  const claims = path.join(dataDir(), 'claimed-codes');
  fs.mkdirSync(claims, { recursive: true });
  for (const entry of codes) {
    try {
      fs.writeFileSync(path.join(claims, entry.code), '', { flag: 'wx' });
      return entry;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`every one of these ${codes.length} demo codes is taken`);
}
