/** Minimal `command --flag value` parsing: the CLI has few commands and no dependency for it. */
export interface ParsedArgs {
  command: string | undefined;
  flags: Record<string, string | true>;
  /** Arguments after the command that are not flags (restore's archive). */
  positionals: string[];
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const flags: Record<string, string | true> = {};
  let command: string | undefined;
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith("--")) {
      const [name, inline] = arg.slice(2).split("=", 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags[name] = inline;
      else if (next !== undefined && !next.startsWith("--")) {
        flags[name] = next;
        i++;
      } else flags[name] = true;
    } else if (arg === "-h") {
      flags.help = true;
    } else if (command === undefined) {
      command = arg;
    } else {
      positionals.push(arg);
    }
  }
  return { command, flags, positionals };
}

export class CliError extends Error {}

/** The command's only positional argument, or none: anything more is a mistake worth naming. */
export function positionalArgs(args: ParsedArgs, names: readonly string[]): string[] {
  const extra = args.positionals[names.length];
  if (extra !== undefined) throw new CliError(`Unexpected argument "${extra}".`);
  return args.positionals;
}

export function stringFlag(flags: ParsedArgs["flags"], name: string, required: true): string;
export function stringFlag(flags: ParsedArgs["flags"], name: string, required?: false): string | undefined;
export function stringFlag(flags: ParsedArgs["flags"], name: string, required = false): string | undefined {
  const value = flags[name];
  if (value === true) throw new CliError(`--${name} needs a value.`);
  if (value === undefined && required) throw new CliError(`--${name} is required.`);
  return value;
}
