/** A command to run to its end (run-process.mjs). */
export type ProcessRequest = {
  command: string;
  args: string[];
  /** added to the environment the process would have anyway */
  env?: Record<string, string>;
  /** in a process group of its own (its id is the group's), so it can be killed with all it starts */
  detached?: boolean;
  /** written to its standard input one after another, which is then closed */
  input?: readonly Uint8Array[];
  /** more standard output than this kills it (`overLimit`) */
  stdoutLimit?: number;
  /** killed (SIGKILL) when it runs longer, by the clock */
  timeoutMs?: number;
};

export type ProcessResult = {
  /** null when it was killed by a signal */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  /** the end of its standard error */
  stderr: string;
  /** killed for writing more than `stdoutLimit` */
  overLimit: boolean;
};

/** Runs a request to its end; `onStart` is told its process id as soon as it runs. Rejects when it cannot start. */
export type ProcessRunner = (request: ProcessRequest, onStart?: (pid: number) => void) => Promise<ProcessResult>;

export declare const runProcess: ProcessRunner;
