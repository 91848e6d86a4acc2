import { describe, expect, it } from 'vitest';
import { parseCli, UsageError } from './parse-args.ts';

const required = ['--patient-name', 'Jane Doe', '--dob', '1970-05-06', '--subscriber-id', 'W1'];

describe('parseCli', () => {
  it('reads files, patient and options', () => {
    const options = parseCli(['process', 'a.pdf', 'b.docx', ...required, '--single-note', '--chunk-size', '2000', '--out', 'reports'], {});
    expect(options).toMatchObject({
      files: ['a.pdf', 'b.docx'],
      patient: { name: 'Jane Doe', dob: '1970-05-06', subscriberId: 'W1' },
      allowMultiNote: false,
      chunkSize: 2000,
      outDir: 'reports',
      engine: { kind: 'builtin' },
    });
  });

  it('configures the llm engine with the key from the environment', () => {
    const options = parseCli(
      ['process', 'a.pdf', ...required, '--engine', 'llm', '--llm-base-url', 'http://localhost:8080/v1', '--llm-model', 'm'],
      { ENGINE_LLM_API_KEY: 'k' },
    );
    expect(options.engine).toEqual({ kind: 'llm', baseUrl: 'http://localhost:8080/v1', model: 'm', apiKey: 'k' });
  });

  it.each([
    [['a.pdf', ...required], "Unknown command 'a.pdf'."],
    [['process', ...required], 'Give at least one PDF, DOCX or DOC file to process.'],
    [['process', 'a.pdf', '--dob', '1970-05-06', '--subscriber-id', 'W1'], '--patient-name is required.'],
    [['process', 'a.pdf', ...required.slice(0, 2), '--dob', '05/06/1970', '--subscriber-id', 'W1'], '--dob is required, as YYYY-MM-DD.'],
    [['process', 'a.pdf', ...required, '--chunk-size', '10'], '--chunk-size must be a whole number of at least 200.'],
    [['process', 'a.pdf', ...required, '--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCli(argv, {})).toThrow(UsageError);
    expect(() => parseCli(argv, {})).toThrow(message);
  });
});
