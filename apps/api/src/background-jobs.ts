import {
  examResultsRevealedJob,
  idleStudentsJob,
  sendMessageJob,
  unitsOpenedJob,
} from './domain/messages/index.ts';
import { weeklySummaryJob } from './domain/parent-links/index.ts';
import { examDeadlineJob, examOverdueSweepJob } from './domain/exams/deadline-job.ts';
import type { JobDefinition } from './jobs/define.ts';
import { sweepFinishedJobsJob } from './jobs/sweep-job.ts';
import { reconcilePaymentsJob } from './domain/orders/reconcile-job.ts';
import { transcodeVideoJob } from './domain/videos/transcode-job.ts';
import { bunnyStatusJob, bunnyUploadJob } from './domain/videos/bunny-job.ts';

/**
 * Every kind of background job the server runs (src/jobs/). A domain defines its jobs with
 * `defineJob` next to the code they serve; each is listed here once, so every instance's runner
 * knows it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
export const backgroundJobs: ReadonlyArray<JobDefinition<any>> = [
  sendMessageJob,
  unitsOpenedJob,
  examResultsRevealedJob,
  idleStudentsJob,
  weeklySummaryJob,
  transcodeVideoJob,
  bunnyUploadJob,
  bunnyStatusJob,
  reconcilePaymentsJob,
  sweepFinishedJobsJob,
  examDeadlineJob,
  examOverdueSweepJob,
];
