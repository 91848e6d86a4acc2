import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, stopTestApp, type TestApp } from '../testing/test-app.ts';

const MB = 1024 * 1024;

describe('a JSON body over its limit, sent without a declared length', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => stopTestApp(t));

  it('is answered 413 while the client still sends, and the rest is read and thrown away, so the answer is not lost', async () => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const failure = new Promise<Error>((resolve) => socket.once('error', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const piece = Buffer.alloc(256 * 1024, 0x61);
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const send = async (bytes: number) => {
      for (let sent = 0; sent < bytes && !socket.destroyed; sent += piece.length) {
        if (!socket.write(chunk)) await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), sleep(2_000)]);
      }
    };
    // Past the limit, then a pause in which the server answers, then more, as a client busy writing does before it
    // reads: a server that closed on the unread rest would reset the connection and the answer with it.
    await send(2 * MB);
    await sleep(300);
    await send(2 * MB);
    await sleep(300);
    const error = await Promise.race([failure, sleep(100).then(() => null)]);
    socket.destroy();
    const answer = Buffer.concat(received).toString('latin1');
    expect(error?.message ?? null).toBeNull();
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer).toContain('"status":413');
  });
});
