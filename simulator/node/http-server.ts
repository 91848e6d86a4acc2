import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../handlers';
import { CLIENT_ADDRESS_HEADER } from '../lib/client-address';
import { providerStates } from './all-provider-states';

export const PROVIDER_STATES_PATH = '/_simulator/provider-states';

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  // The address comes from the socket only: a client cannot pick its own.
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

async function writeResponse(target: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  target.writeHead(response.status, headers);
  target.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * POST /_simulator/provider-states { state, action: 'setup' | 'teardown', params } — the documented
 * endpoint the Pact verifier calls before each interaction.
 */
async function handleProviderState(body: Buffer, target: ServerResponse): Promise<void> {
  const {
    state,
    action = 'setup',
    params = {},
  } = JSON.parse(body.toString() || '{}') as {
    state?: string;
    action?: string;
    params?: Record<string, unknown>;
  };
  const handler = state ? providerStates[state] : undefined;
  if (action === 'setup' && state && !handler) {
    target.writeHead(400, { 'content-type': 'application/json' });
    target.end(JSON.stringify({ error: `Unknown provider state: ${state}` }));
    return;
  }
  if (action === 'setup' && handler) await handler(params);
  target.writeHead(200, { 'content-type': 'application/json' });
  target.end('{}');
}

/** The simulator over real HTTP (for Pact verification and anyone who wants to curl it). */
export function createSimulatorHttpServer(): Server {
  return createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      if (request.url === PROVIDER_STATES_PATH && request.method === 'POST') return handleProviderState(body, response);
      const answer = await getResponse(handlers, toFetchRequest(request, body, origin));
      if (answer) return writeResponse(response, answer);
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'Not found', body: null, status: 404 }));
    })().catch(() => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'Internal Server Error', body: null, status: 500 }));
    });
  });
}
