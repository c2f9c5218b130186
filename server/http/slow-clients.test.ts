import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', CONNECTIONS_PER_IP: '4' } });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await testApp.close();
});

/** A raw connection: what it received, and a promise of its close. */
function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: '127.0.0.1', port }, () => resolve({ socket, received: () => data, closed }));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - started)));
    socket.once('error', reject);
  });
}

const health = () => fetch(`http://127.0.0.1:${port}/api/v1/health`).then((response) => response.status);

describe('slow and greedy clients', () => {
  it('closes a connection whose headers do not arrive in time, with 408 and the envelope; others are served meanwhile', async () => {
    const slow = await open();
    slow.socket.write('GET /api/v1/user/status HTTP/1.1\r\nHost: shop.test\r\nX-Slow: 1');
    expect(await health()).toBe(200);
    expect(await slow.closed).toBeLessThan(10_000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(slow.received()).toContain('"success":false');
  });

  it('closes a connection that sends headers and a few bytes of a 1,000-byte body', async () => {
    const slow = await open();
    slow.socket.write(
      'POST /api/v1/user/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"login":"a',
    );
    expect(await health()).toBe(200);
    expect(await slow.closed).toBeLessThan(10_000);
  });

  it('refuses a connection beyond the cap per address at once, and serves again once they close', async () => {
    const idle = await Promise.all([open(), open(), open(), open()]);
    const extra = await open();
    expect(await extra.closed).toBeLessThan(2_000);
    expect(extra.received()).toBe('');
    for (const connection of idle) connection.socket.destroy();
    await Promise.all(idle.map((connection) => connection.closed));
    expect(await health()).toBe(200);
  });
});
