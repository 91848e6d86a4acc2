import { afterEach, describe, expect, it } from 'vitest';
import { generateChart } from '@healthcare-portal/demo/charts/generate-chart';
import { analyzeDocument } from '../index.ts';
import { startScriptedChatServer, type ScriptedServer, type ScriptStep } from './testing/scripted-chat-server.ts';

let server: ScriptedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const makeChart = () => generateChart(21, { notes: 2, wrongPatientPage: false, cloneRate: 0 });

async function runWith(script: ScriptStep[], chart: Awaited<ReturnType<typeof makeChart>>) {
  server = await startScriptedChatServer(script);
  const result = await analyzeDocument({
    pdf: chart.pdf,
    patient: chart.patient,
    allowMultiNote: true,
    performedBy: { fullName: 'Ann Auditor', role: 'Auditor User' },
    auditDate: '2025-07-01T09:00:00Z',
    engine: { kind: 'llm', baseUrl: server.baseUrl, model: 'scripted-model', apiKey: 'secret', timeoutMs: 5_000 },
  });
  return result;
}

describe('llm engine', () => {
  it('reads chunks through tools and returns the notes, header fields and findings the model recorded', async () => {
    const chart = await makeChart();
    const result = await runWith(
      [
        {
          toolCalls: [
            { name: 'read_chunk', arguments: { index: 0 } },
            { name: 'search_document', arguments: { query: 'signed' } },
          ],
        },
        { toolCalls: [{ name: 'record_note_boundary', arguments: { firstPage: 1, lastPage: chart.truth.pageCount } }] },
        {
          toolCalls: [
            { name: 'record_header_field', arguments: { note: 1, field: 'docType', value: 'Consultation', page: 1, confidence: 0.9 } },
            { name: 'record_header_field', arguments: { note: 1, field: 'noteDate', value: '2024-01-02', page: 1 } },
            {
              name: 'record_finding',
              arguments: { note: 1, check: 'completeness', severity: 'warning', message: 'Model: plan is thin.', pages: [1] },
            },
          ],
        },
        { toolCalls: [{ name: 'finish', arguments: {} }] },
      ],
      chart,
    );
    expect(result.engine).toEqual({ name: 'LLM engine (scripted-model)', version: '1.0.0' });
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]?.header).toMatchObject({ docType: 'Consultation', noteDate: '2024-01-02' });
    expect(result.notes[0]?.header.evidence.docType.confidence).toBe(0.9);
    expect(result.notes[0]?.findings.some((f) => f.message === 'Model: plan is thin.')).toBe(true);
    expect(result.notes[0]?.findings.map((f) => f.check)).toContain('cloning');
    const request = server?.requests[1];
    expect(request?.model).toBe('scripted-model');
    expect(request?.tools).toHaveLength(6);
    expect(request?.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool', 'tool']);
    expect(server?.authorization[0]).toBe('Bearer secret');
  });

  it('falls back to the built-in engine with a notice when the model answers out of schema', async () => {
    const chart = await makeChart();
    const result = await runWith([{ toolCalls: [{ name: 'record_note_boundary', arguments: { firstPage: 'one' } }] }], chart);
    expect(result.engine.name).toContain('built-in');
    expect(result.engine.notice).toContain('out of schema');
    expect(result.notes.map((n) => n.pages[0])).toEqual(chart.truth.notes.map((n) => n.first));
  });

  it('falls back when the server fails or the model records nothing', async () => {
    const chart = await makeChart();
    expect((await runWith([{ status: 500, body: '{"error":"overloaded"}' }], chart)).engine.notice).toContain('HTTP 500');
    await server?.close();
    expect((await runWith([], chart)).engine.notice).toContain('no note boundaries');
    await server?.close();
    expect(
      (await runWith([{ toolCalls: [{ name: 'record_note_boundary', arguments: { firstPage: 1, lastPage: 99 } }] }], chart)).engine.notice,
    ).toContain('outside');
  });
});
