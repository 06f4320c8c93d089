import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface AppMetrics {
  registry: Registry;
  /** one refused request by the named guard (login, otp-send, otp-check, register, change-password, redeem) */
  rateLimitRefused: (limiter: string) => void;
}

/**
 * Prometheus metrics at GET /metrics (prom-client): requests and their latency per route, the
 * database pool (PostgreSQL), rate-limit refusals, and the process defaults. One registry per app,
 * so several apps in one process (tests) keep their own counts. Keep /metrics off the public
 * proxy (docs/deploy.md).
 */
async function metricsPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'dars_' });

  const requests = new Counter({
    name: 'dars_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
    collect: handOverAll,
  });
  const latency = new Histogram({
    name: 'dars_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
    collect: handOverAll,
  });
  const refusals = new Counter({
    name: 'dars_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit, by limiter',
    labelNames: ['limiter'] as const,
    registers: [registry],
  });
  const poolStats = app.dbHandle.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'dars_db_pool_connections',
      help: 'Database pool connections, by state (total, idle, waiting requests)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  const metrics: AppMetrics = {
    registry,
    rateLimitRefused: (limiter) => refusals.inc({ limiter }),
  };
  app.decorate('metrics', metrics);

  // Each route's answers are handed to prom-client in batches: at every scrape, and whenever a
  // route has BATCH answers waiting. An inc and an observe per request measured 8 % of a cached
  // catalogue read's throughput under load (`npm run bench:api`, docs/decisions/0019-request-overhead.md);
  // a batch replays the same values in a tight loop, so /metrics reads exactly the same counts.
  const BATCH = 1024;
  interface RouteSeries {
    latency: { observe: (seconds: number) => void };
    counters: Map<number, { inc: (by: number) => void }>;
    /** answers per status code, not yet counted */
    waitingByStatus: Map<number, number>;
    /** their latencies in seconds, not yet observed */
    waitingSeconds: Float64Array;
    waiting: number;
    method: string;
    route: string;
  }
  const seriesByRoute = new Map<string, RouteSeries>();
  const seriesOf = (method: string, route: string): RouteSeries => {
    const key = `${method} ${route}`;
    let series = seriesByRoute.get(key);
    if (!series) {
      series = {
        latency: latency.labels({ method, route }),
        counters: new Map(),
        waitingByStatus: new Map(),
        waitingSeconds: new Float64Array(BATCH),
        waiting: 0,
        method,
        route,
      };
      seriesByRoute.set(key, series);
    }
    return series;
  };
  function handOver(series: RouteSeries) {
    for (const [status, count] of series.waitingByStatus) {
      let counter = series.counters.get(status);
      if (!counter) {
        counter = requests.labels({ method: series.method, route: series.route, status: String(status) });
        series.counters.set(status, counter);
      }
      counter.inc(count);
    }
    series.waitingByStatus.clear();
    for (let i = 0; i < series.waiting; i += 1) series.latency.observe(series.waitingSeconds[i]!);
    series.waiting = 0;
  }
  /** Every route's waiting answers, handed over (the two request metrics' `collect`). */
  function handOverAll() {
    for (const series of seriesByRoute.values()) if (series.waiting > 0) handOver(series);
  }

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const series = seriesOf(request.method, route);
      const status = reply.statusCode;
      series.waitingByStatus.set(status, (series.waitingByStatus.get(status) ?? 0) + 1);
      series.waitingSeconds[series.waiting] = reply.elapsedTime / 1000;
      series.waiting += 1;
      if (series.waiting === BATCH) handOver(series);
      // every 429 counts, whichever limiter (global, login, codes…) answered it
      if (status === 429) refusals.inc({ limiter: 'any' });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true }, config: { tenantless: true } }, async (_request, reply) => {
    reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

export default fp(metricsPlugin, { name: 'dars-metrics', dependencies: ['dars-db'] });
