import { parseArgs } from 'node:util';

/** Exit code 2: the command line itself is wrong (unknown command, missing or bad option). */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode = 2;
}

export type Flags = Record<string, string>;

/** The names of `--name value` and `--name=value` arguments, so that each one takes a value. */
function optionNames(argv: readonly string[]): string[] {
  return argv.filter((arg) => /^--[^-=]/.test(arg)).map((arg) => arg.slice(2).split('=')[0]!);
}

/**
 * `['--id', 'x', '--name=Y']` → `{ id: 'x', name: 'Y' }` through `node:util` parseArgs. Every option
 * takes a value; positional arguments, short options, a missing value, a repeated option and an
 * option outside `known` are usage errors (checked in that order, each naming the argument).
 */
export function parseFlags(argv: string[], known: readonly string[]): Flags {
  const options = Object.fromEntries(optionNames(argv).map((name) => [name, { type: 'string' as const }]));
  const { tokens } = parseArgs({ args: argv, options, strict: false, allowPositionals: true, tokens: true });
  const flags: Flags = {};
  for (const token of tokens) {
    if (token.kind !== 'option' || !token.rawName.startsWith('--')) {
      const raw = token.kind === 'positional' ? token.value : argv[token.index];
      throw new UsageError(`Unexpected argument "${raw}". Options look like --name value.`);
    }
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--'))) {
      throw new UsageError(`Option --${token.name} needs a value.`);
    }
    if (token.name in flags) throw new UsageError(`Option --${token.name} is given twice.`);
    flags[token.name] = token.value;
  }
  const unknown = Object.keys(flags).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(
      `Unknown option ${unknown.map((n) => `--${n}`).join(', ')}. Allowed: ${known.map((n) => `--${n}`).join(' ')}.`,
    );
  }
  return flags;
}

export function requireFlag(flags: Flags, name: string): string {
  const value = flags[name]?.trim();
  if (!value) throw new UsageError(`Missing required option --${name}.`);
  return value;
}
