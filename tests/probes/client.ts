// The probe suite's HTTP client: node:http (so a probe controls the body stream and the source address), a cookie
// jar per client, and the API envelope. It knows the API contract and nothing of any server's insides.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomInt } from 'node:crypto';

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string; json: Envelope | null };
export type Envelope = { success?: boolean; message?: string; body?: unknown; status?: number };

export type Send = {
  query?: Record<string, string>;
  json?: unknown;
  /** A raw body; give its content type in headers (or none). */
  body?: string | Buffer;
  headers?: Record<string, string>;
};

const isLoopback = (host: string) => /^(127\.\d+\.\d+\.\d+|localhost)$/.test(host);

/** A fresh loopback source address, so per-address limits of one probe never spill into the next (local servers only). */
const freshLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export class ProbeClient {
  private readonly cookies = new Map<string, string>();
  readonly localAddress: string | undefined;

  /** `localAddress`: the loopback source address to send from (a fresh random one by default, local servers only). */
  constructor(
    readonly base: URL,
    readonly api: string = '/api/v1',
    localAddress?: string,
  ) {
    this.localAddress = isLoopback(base.hostname) && base.hostname !== 'localhost' ? (localAddress ?? freshLoopback()) : undefined;
  }

  url(path: string, query: Record<string, string> = {}): URL {
    const url = new URL(path.startsWith('/_simulator') ? path : `${this.api}${path}`, this.base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps the cookies a server sets (a cleared cookie is dropped). */
  remember(headers: IncomingHttpHeaders): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const cleared = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (cleared) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
  }

  /** A copy of this client's cookies in a new client with its own address: "the same browser, later". */
  fork(): ProbeClient {
    const copy = new ProbeClient(this.base, this.api);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** Opens a request and hands back its stream: for bodies written piece by piece. */
  open(method: string, url: URL, headers: Record<string, string>) {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const cookie = this.cookieHeader();
    return send(url, {
      method,
      agent: false,
      ...(this.localAddress ? { localAddress: this.localAddress } : {}),
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    });
  }

  async send(method: string, path: string, options: Send = {}): Promise<Answer> {
    const url = path.startsWith('http') ? new URL(path) : this.url(path, options.query);
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    const headers: Record<string, string> = {
      ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
      ...options.headers,
    };
    return new Promise<Answer>((resolve, reject) => {
      const request = this.open(method, url, headers);
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.remember(response.headers);
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Envelope | null = null;
          try {
            json = JSON.parse(text) as Envelope;
          } catch {
            json = null;
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
        });
      });
      request.end(body);
    });
  }

  get = (path: string, options?: Send) => this.send('GET', path, options);
  post = (path: string, options?: Send) => this.send('POST', path, options);
  patch = (path: string, options?: Send) => this.send('PATCH', path, options);
  del = (path: string, options?: Send) => this.send('DELETE', path, options);
}
