import fs from 'node:fs';
import { defineJob } from '../src/jobs/define.ts';

/** Jobs of the jobs-process test (src/jobs/jobs-process.test.ts), listed for the process by this module's URL. */
export const noteProcessJob = defineJob<{ file: string }>('jobs-process-test.note', async ({ file }) => {
  fs.writeFileSync(file, String(process.pid));
});

/** Ends the process it runs in the first time (as a crash would); finishes when run again. */
export const crashOnceJob = defineJob<{ marker: string }>(
  'jobs-process-test.crash-once',
  async ({ marker }) => {
    if (fs.existsSync(marker)) return;
    fs.writeFileSync(marker, 'crashed');
    process.exit(3);
  },
  { leaseMs: 300 },
);

export const jobsProcessTestJobs = [noteProcessJob, crashOnceJob];

/** How the test and its stand-in server name these jobs to startJobsProcess. */
export const jobsProcessTestDefinitions = { module: import.meta.url, exportName: 'jobsProcessTestJobs' };
