import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { DEV_OUTBOX_PATH } from '@healthcare-portal/contracts/dev-outbox';
import { GRACE_AFTER_413_MS, INTERNAL_ERROR, MALFORMED_PATH, NOT_FOUND } from '@healthcare-portal/rules/protocol';
import { handlers } from '../handlers';
import { CLIENT_ADDRESS_HEADER } from '../lib/client-address';
import { outbox } from '../lib/mailer';
import { API_PREFIX } from '../lib/route';
import { bodyLimitFor, BodyTooLarge, readLimitedBody } from './body-limit';

export const PROVIDER_STATES_PATH = '/_simulator/provider-states';
export const PROVIDER_STATES_SECRET_HEADER = 'x-provider-states-secret';

export type ProviderStateHandler = (state: string, action: string, params: Record<string, unknown>) => Promise<boolean>;

export type SimulatorHttpOptions = {
  /** Only a process started for contract verification (serve.ts --provider-states) passes these. */
  providerStates?: { secret: string; apply: ProviderStateHandler };
};

const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

function sendJson(target: ServerResponse, status: number, payload: unknown, extra: Record<string, string> = {}): void {
  target.writeHead(status, { ...JSON_HEADERS, ...extra });
  target.end(JSON.stringify(payload));
}

const envelope = (status: number, message: string, body: unknown = null) => ({ success: status < 400, message, body, status });

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

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(secret)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /_simulator/provider-states { state, action: 'setup' | 'teardown', params }: the endpoint the Pact verifier
 * calls before each interaction. It answers only a loopback peer that sends the secret this process was started
 * with, as JSON; anything else reads as an unknown path (404), so nobody learns it is there.
 */
async function handleProviderState(
  request: IncomingMessage,
  target: ServerResponse,
  { secret, apply }: NonNullable<SimulatorHttpOptions['providerStates']>,
): Promise<void> {
  const allowed =
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    sameSecret(request.headers[PROVIDER_STATES_SECRET_HEADER], secret) &&
    (request.headers['content-type'] ?? '').split(';')[0]?.trim() === 'application/json';
  if (!allowed) {
    request.resume();
    return sendJson(target, 404, envelope(404, NOT_FOUND));
  }
  const body = await readLimitedBody(request, bodyLimitFor('POST', PROVIDER_STATES_PATH));
  const {
    state,
    action = 'setup',
    params = {},
  } = JSON.parse(body.toString() || '{}') as {
    state?: string;
    action?: string;
    params?: Record<string, unknown>;
  };
  if (!(await apply(state ?? '', action, params))) return sendJson(target, 400, { error: `Unknown provider state: ${state}` });
  sendJson(target, 200, {});
}

/** GET /api/v1/_dev/outbox?to=address: the mail this process sent (contracts/api/dev-outbox.ts), newest last. */
function handleOutbox(url: URL, target: ServerResponse): void {
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = outbox().filter((message) => !to || message.to.toLowerCase() === to);
  sendJson(target, 200, envelope(200, 'Outbox', { messages }));
}

/**
 * 413 at once, before the body is read. The answer is written whole (with its length) but the exchange is ended only
 * when the client stops sending, or after a short grace: the rest of the body is thrown away as it arrives, never
 * kept. Closing a socket on unread data resets it, and the client would never see the 413 ("lingering close").
 */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse, message: string): void {
  const payload = Buffer.from(JSON.stringify(envelope(413, message)));
  response.writeHead(413, { ...JSON_HEADERS, 'content-length': String(payload.length), connection: 'close' });
  response.write(payload);
  const finish = () => {
    clearTimeout(grace);
    if (!response.writableEnded) response.end();
  };
  const grace = setTimeout(() => {
    finish();
    request.destroy();
  }, GRACE_AFTER_413_MS);
  grace.unref();
  request.on('data', () => undefined);
  request.once('end', finish);
  request.once('error', finish);
  request.resume();
}

/**
 * The simulator over real HTTP (for Pact verification, the probe suite and anyone who wants to curl it). Bodies are
 * limited per route before they are read: a declared length over the limit answers 413 at once, and a body that
 * grows past it while streaming (chunked included) is cut off with 413.
 */
export function createSimulatorHttpServer(options: SimulatorHttpOptions = {}): Server {
  return createServer((request, response) => {
    void (async () => {
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      const url = new URL(request.url ?? '/', origin);
      const method = request.method ?? 'GET';
      if (options.providerStates && url.pathname === PROVIDER_STATES_PATH && method === 'POST') {
        return handleProviderState(request, response, options.providerStates);
      }
      if (url.pathname === `${API_PREFIX}${DEV_OUTBOX_PATH}` && method === 'GET') return handleOutbox(url, response);
      const body = await readLimitedBody(request, bodyLimitFor(method, url.pathname, request.headers['content-type']));
      const answer = await getResponse(handlers, toFetchRequest(request, body, origin));
      if (answer) return writeResponse(response, answer);
      sendJson(response, 404, envelope(404, NOT_FOUND));
    })().catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof BodyTooLarge) return refuseTooLarge(request, response, error.message);
      if (error instanceof URIError) return sendJson(response, 400, envelope(400, MALFORMED_PATH));
      sendJson(response, 500, envelope(500, INTERNAL_ERROR));
    });
  });
}
