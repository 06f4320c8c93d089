interface InfoLog {
  info(fields: Record<string, unknown>, message: string): void;
}

interface TextOut {
  write(text: string): unknown;
}

/**
 * The first start tells two readers about the demo data. The log (JSON, one object a line, for
 * log collectors) gets one entry with its fields; a person gets the accounts and codes as plain
 * lines on the standard error, which a terminal shows beside the log (pretty there,
 * apps/api/src/app.ts) and which a service manager or container keeps with the start's output,
 * while the standard output stays JSON only.
 */
export function announceDemoData(
  log: InfoLog,
  seeded: { codesFile: string; banner: readonly string[] },
  person: TextOut = process.stderr,
): void {
  log.info({ codesFile: seeded.codesFile }, 'demo data seeded');
  person.write(`\n${seeded.banner.join('\n')}\n\n`);
}
