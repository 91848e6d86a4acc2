import { type Config, loadConfig } from '../config.ts';

/** Ends a command with its message on stderr and exit code 2 (a usage or configuration error). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The configuration from the environment, or the end of the process with every bad variable named. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
}
