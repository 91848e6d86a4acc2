import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: tool calls the 'model' makes, or a raw HTTP status and body to simulate a failing server. */
export type ScriptStep = { toolCalls: { name: string; arguments: unknown }[] } | { status: number; body: string };

export interface ScriptedServer {
  baseUrl: string;
  /** the request bodies received, in order */
  requests: { model: string; messages: { role: string }[]; tools: unknown[] }[];
  authorization: (string | undefined)[];
  close(): Promise<void>;
}

/**
 * A small HTTP server that speaks the chat-completions protocol and answers with scripted tool calls, so the llm
 * engine is tested over real HTTP without a model. When the script runs out it answers with no tool calls.
 */
export async function startScriptedChatServer(script: ScriptStep[]): Promise<ScriptedServer> {
  const requests: ScriptedServer['requests'] = [];
  const authorization: (string | undefined)[] = [];
  let step = 0;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      requests.push(JSON.parse(body) as ScriptedServer['requests'][number]);
      authorization.push(req.headers.authorization);
      const next = script[step];
      step += 1;
      if (next && 'status' in next) {
        res.writeHead(next.status, { 'content-type': 'application/json' }).end(next.body);
        return;
      }
      const toolCalls = (next?.toolCalls ?? []).map((c, i) => ({
        id: `call_${step}_${i}`,
        type: 'function',
        function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments) },
      }));
      const message =
        toolCalls.length > 0 ? { role: 'assistant', content: null, tool_calls: toolCalls } : { role: 'assistant', content: 'Done.' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `cmpl_${step}`,
          object: 'chat.completion',
          choices: [{ index: 0, message, finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorization,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
  });
}
