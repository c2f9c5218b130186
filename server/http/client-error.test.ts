import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  port = (testApp.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await testApp.close();
});

/** A GET over a real connection (inject skips Node's parser, which is what refuses these). */
function rawGet(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'], body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('requests Node refuses before routing', () => {
  it('a URL over 16 KB gets 431 with the envelope and a catalogue code, not an empty answer', async () => {
    const answer = await rawGet(`/api/v1/domain/search?q=${'a'.repeat(20_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      result: null,
      errors: [{ code: 1042, message: 'The request is too large.' }],
    });
    // The server is still there for the next request.
    expect((await rawGet('/api/v1/health')).status).toBe(200);
  });
});
