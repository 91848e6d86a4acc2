import { parseArgs } from 'node:util';
import { isIsoDate } from '../text/dates.ts';
import type { EngineConfig } from '../result.ts';

export const USAGE = `Usage: npm run engine -- process FILE... --patient-name NAME --dob YYYY-MM-DD --subscriber-id ID
         [--single-note] [--chunk-size N] [--out DIR] [--today YYYY-MM-DD] [--performed-by NAME]
         [--engine builtin|llm --llm-base-url URL --llm-model MODEL]   (API key from ENGINE_LLM_API_KEY)`;

export interface CliOptions {
  files: string[];
  patient: { name: string; dob: string; subscriberId: string };
  allowMultiNote: boolean;
  chunkSize?: number;
  outDir: string;
  today?: string;
  performedBy: string;
  engine: EngineConfig;
}

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Reads the command line; every mistake is a UsageError with a message fit to print. */
export function parseCli(argv: string[], env: Record<string, string | undefined>): CliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'patient-name': { type: 'string' },
        dob: { type: 'string' },
        'subscriber-id': { type: 'string' },
        'single-note': { type: 'boolean', default: false },
        'chunk-size': { type: 'string' },
        out: { type: 'string', default: 'engine-out' },
        today: { type: 'string' },
        'performed-by': { type: 'string', default: 'Command line audit' },
        engine: { type: 'string', default: 'builtin' },
        'llm-base-url': { type: 'string' },
        'llm-model': { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...files] = positionals;
  if (command !== 'process') throw new UsageError(command ? `Unknown command '${command}'.` : 'No command given.');
  if (files.length === 0) throw new UsageError('Give at least one PDF, DOCX or DOC file to process.');
  const name = values['patient-name']?.trim();
  const dob = values.dob?.trim();
  const subscriberId = values['subscriber-id']?.trim();
  if (!name) throw new UsageError('--patient-name is required.');
  if (!dob || !isIsoDate(dob)) throw new UsageError('--dob is required, as YYYY-MM-DD.');
  if (!subscriberId) throw new UsageError('--subscriber-id is required.');
  if (values.today !== undefined && !isIsoDate(values.today)) throw new UsageError('--today must be YYYY-MM-DD.');
  const chunkSize = values['chunk-size'] === undefined ? undefined : Number(values['chunk-size']);
  if (chunkSize !== undefined && (!Number.isInteger(chunkSize) || chunkSize < 200))
    throw new UsageError('--chunk-size must be a whole number of at least 200.');
  return {
    files,
    patient: { name, dob, subscriberId },
    allowMultiNote: !values['single-note'],
    ...(chunkSize !== undefined ? { chunkSize } : {}),
    outDir: values.out,
    ...(values.today !== undefined ? { today: values.today } : {}),
    performedBy: values['performed-by'],
    engine: engineConfig(values.engine, values['llm-base-url'], values['llm-model'], env.ENGINE_LLM_API_KEY),
  };
}

function engineConfig(kind: string, baseUrl: string | undefined, model: string | undefined, apiKey: string | undefined): EngineConfig {
  if (kind === 'builtin') return { kind: 'builtin' };
  if (kind !== 'llm') throw new UsageError(`--engine must be builtin or llm, not '${kind}'.`);
  if (!baseUrl || !model) throw new UsageError('--engine llm needs --llm-base-url and --llm-model.');
  return { kind: 'llm', baseUrl, model, apiKey: apiKey ?? '' };
}
