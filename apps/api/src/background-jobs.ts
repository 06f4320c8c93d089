import { examDeadlineJob, examOverdueSweepJob } from './domain/exams/deadline-job.ts';
import { sendMessageJob } from './domain/messages/index.ts';
import type { JobDefinition } from './jobs/define.ts';
import { reconcilePaymentsJob } from './domain/orders/reconcile-job.ts';
import { transcodeVideoJob } from './domain/videos/transcode-job.ts';

/**
 * Every kind of background job the server runs (src/jobs/). A domain defines its jobs with
 * `defineJob` next to the code they serve; each is listed here once, so every instance's runner
 * knows it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own payload type
export const backgroundJobs: ReadonlyArray<JobDefinition<any>> = [
  sendMessageJob,
  transcodeVideoJob,
  reconcilePaymentsJob,
  examDeadlineJob,
  examOverdueSweepJob,
];
