/** Exit code 2: the command line itself is wrong (unknown command, missing or bad option). */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode = 2;
}

export type Flags = Record<string, string>;

/** `['--id', 'x', '--name=Y']` → `{ id: 'x', name: 'Y' }`. Every option takes a value. */
export function parseFlags(argv: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--') || arg === '--')
      throw new UsageError(`Unexpected argument "${arg}". Options look like --name value.`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
    const value: string | undefined = eq > 0 ? arg.slice(eq + 1) : argv[i + 1];
    if (eq < 0) {
      if (value === undefined || value.startsWith('--'))
        throw new UsageError(`Option --${name} needs a value.`);
      i++;
    }
    if (name in flags) throw new UsageError(`Option --${name} is given twice.`);
    flags[name] = value ?? '';
  }
  return flags;
}

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new UsageError(`Missing required option --${name}.`);
  return value;
}

export function checkKnown(flags: Flags, known: string[]): void {
  const unknown = Object.keys(flags).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown option ${unknown.map((n) => `--${n}`).join(', ')}. Allowed: ${known.map((n) => `--${n}`).join(' ')}.`,
    );
  }
}
