/**
 * How the server's log lines are written, the same for the server (app.ts) and its jobs process
 * (jobs/jobs-process-main.ts): readable lines for a person at a terminal; JSON (one object a line,
 * pino's default) for log collectors.
 */
export function logFormat(toTerminal: boolean) {
  return toTerminal
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : {};
}
