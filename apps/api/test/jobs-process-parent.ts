/**
 * A server stand-in for src/jobs/jobs-process.test.ts: starts a jobs process with the config read
 * from standard input (JSON) and the fixture's jobs, says "started", and waits to be killed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { AppConfig } from '../src/config.ts';
import { startJobsProcess } from '../src/jobs/jobs-process.ts';
import { jobsProcessTestDefinitions } from './jobs-process-fixture.ts';

let input = '';
for await (const chunk of process.stdin) input += String(chunk);
await startJobsProcess(
  JSON.parse(input) as AppConfig,
  pino({ level: 'silent' }) as FastifyBaseLogger,
  jobsProcessTestDefinitions,
);
process.stdout.write('started\n');
setInterval(() => {}, 60_000);
