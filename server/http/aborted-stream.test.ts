import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startSession, type TestApp } from '../test/test-app';

/*
 * A visitor who leaves the search page while its check stream is still coming in: the shop stops
 * quietly. Before, each such visit wrote two error lines ("request failed", then a failed attempt
 * to send an error envelope on a text answer), which an operator's alerting would count.
 */

const lines: string[] = [];
let testApp: TestApp;
let port: number;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await testApp.close();
});

/** Sends the check of `domains` and hangs up after `hangUpMs`; answers what had arrived by then. */
async function checkAndLeave(domains: string[], hangUpMs: number): Promise<string> {
  const session = await startSession(testApp.app);
  const body = JSON.stringify({ domains, csrf_token: session.csrfToken, session_id: session.sessionId });
  let received = '';
  await new Promise<void>((resolve) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/domain/check',
        headers: { 'content-type': 'application/json', cookie: session.cookie, 'content-length': Buffer.byteLength(body) },
      },
      (response) => response.on('data', (chunk: Buffer) => (received += chunk.toString())),
    );
    request.on('error', () => resolve());
    request.end(body);
    setTimeout(() => {
      request.destroy();
      resolve();
    }, hangUpMs);
  });
  return received;
}

const errorLines = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 50);

describe('a check stream the client abandons', () => {
  // .swiss answers after 1.5 s (the sandbox's latency), .com at once.
  it('ends without an error in the log when the client leaves before the first answer', async () => {
    expect(await checkAndLeave(['left-early.swiss'], 300)).toBe('');
    // Past the slow registry's answer, when the stream would have gone on.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(errorLines()).toEqual([]);
  });

  it('ends without an error in the log when the client leaves halfway', async () => {
    expect(await checkAndLeave(['left-halfway.com', 'left-halfway.swiss'], 700)).toContain('left-halfway.com');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(errorLines()).toEqual([]);
  });
});
