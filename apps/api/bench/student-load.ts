/**
 * Open-loop student load for the benches (`node --import tsx apps/api/bench/student-load.ts`):
 * RATE requests a second to one path for SECONDS, each counted from the moment it was due, not
 * from when a free connection sent it (a slow answer then delays nothing that follows: no
 * coordinated omission), with microsecond latencies. Runs as a process of its own so that nothing
 * else in the bench's process delays it. Prints one JSON line: requests, non-2xx, errors and the
 * p50, p90, p99 and max latency in ms.
 *
 * Arguments: <url> <rate per second> <seconds> [header:value …]
 */
import http from 'node:http';

const [url, rateArg, secondsArg, ...headerArgs] = process.argv.slice(2);
if (!url || !rateArg || !secondsArg) throw new Error('usage: student-load.ts <url> <rate> <seconds> [h:v …]');
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const headers = Object.fromEntries(
  headerArgs.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latenciesMs: number[] = [];
let non2xx = 0;
let errors = 0;
let pending = 0;

function send(dueAt: bigint) {
  pending += 1;
  const request = http.get(url!, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => {
      latenciesMs.push(Number(process.hrtime.bigint() - dueAt) / 1e6);
      if (response.statusCode! < 200 || response.statusCode! >= 300) non2xx += 1;
      pending -= 1;
    });
  });
  request.on('error', () => {
    errors += 1;
    pending -= 1;
  });
}

const start = process.hrtime.bigint();
const intervalNs = BigInt(Math.round(1e9 / rate));
const total = Math.round(rate * seconds);
let sent = 0;
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = process.hrtime.bigint();
    while (sent < total && start + BigInt(sent) * intervalNs <= now) {
      send(start + BigInt(sent) * intervalNs);
      sent += 1;
    }
    // a timer, not a busy loop: the client must not take a core from the server it measures
    if (sent < total) setTimeout(tick, 1);
    else resolve();
  };
  tick();
});
while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 5));
agent.destroy();

latenciesMs.sort((a, b) => a - b);
const at = (q: number) =>
  Number((latenciesMs[Math.min(latenciesMs.length - 1, Math.floor(q * latenciesMs.length))] ?? 0).toFixed(2));
console.log(
  JSON.stringify({
    requests: latenciesMs.length,
    non2xx,
    errors,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
  }),
);
