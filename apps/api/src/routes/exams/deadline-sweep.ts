import type { FastifyInstance } from 'fastify';
import { submitOverdueAttempts } from '../../domain/exams/finalize-attempt.ts';

/** How often an instance submits the attempts whose deadline passed with nobody reading them. */
export const DEADLINE_SWEEP_MS = 5_000;

/**
 * The periodic half of "the server submits at the deadline" (every read or write of an attempt
 * submits it too, so the figures are right even between ticks). An unref'd timer: it never keeps
 * the process alive, stops when the app closes, and a failed tick is logged and tried again.
 * Several instances may sweep at once: each attempt is submitted by one conditional update.
 */
export function startDeadlineSweep(app: FastifyInstance): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const submitted = await submitOverdueAttempts(app.dbHandle.db, { now: app.now() });
      if (submitted > 0) app.log.info({ submitted }, 'submitted exam attempts at their deadline');
    } catch (error) {
      app.log.warn({ err: error }, 'submitting overdue exam attempts failed');
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void tick(), DEADLINE_SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
