import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepLeftovers } from '../domain/uploads/sweep-leftovers.ts';

/** How often an instance sweeps its data directory, and how soon after start it does so first. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

/**
 * Removes this instance's leftovers on a timer (domain/uploads/sweep-leftovers.ts): replaced or
 * orphaned pictures and lesson files, abandoned resumable uploads. Timers do not keep the process
 * alive and stop when the app closes; a failed sweep is logged and tried again at the next tick.
 */
async function sweepsPlugin(app: FastifyInstance) {
  const sweep = async () => {
    try {
      const result = await sweepLeftovers(app.dbHandle.db, { dataDir: app.config.dataDir, now: app.now() });
      if (result.unreferenced + result.abandonedUploads > 0) app.log.info(result, 'swept leftover files');
    } catch (error) {
      app.log.warn({ err: error }, 'sweeping leftover files failed');
    }
  };
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    timers.push(setTimeout(() => void sweep(), FIRST_SWEEP_DELAY_MS).unref());
    timers.push(setInterval(() => void sweep(), SWEEP_INTERVAL_MS).unref());
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}

export default fp(sweepsPlugin, { name: 'dars-sweeps', dependencies: ['dars-external'] });
