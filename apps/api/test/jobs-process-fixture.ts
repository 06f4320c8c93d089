import fs from 'node:fs';
import { threadId } from 'node:worker_threads';
import { defineJob } from '../src/jobs/define.ts';

/** Jobs of the jobs-thread test (src/jobs/thread.test.ts), listed for the thread by this module's URL. */
export const noteThreadJob = defineJob<{ file: string }>('thread-test.note', async ({ file }) => {
  fs.writeFileSync(file, String(threadId));
});

/** Ends the thread it runs on the first time (as a crash would); finishes when run again. */
export const crashOnceJob = defineJob<{ marker: string }>(
  'thread-test.crash-once',
  async ({ marker }) => {
    if (fs.existsSync(marker)) return;
    fs.writeFileSync(marker, 'crashed');
    process.exit(3);
  },
  { leaseMs: 300 },
);

export const threadTestJobs = [noteThreadJob, crashOnceJob];
