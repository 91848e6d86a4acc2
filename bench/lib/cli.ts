// The benchmarks' few options: `--name value`, numbers only.

/** Reads `--name value` from the command line, or the fallback when it is missing or not a positive number. */
export function numberOption(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
