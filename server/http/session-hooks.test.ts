import { ErrorCode } from '@common/errors/error-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, startSession, type TestApp } from '../test/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('session hooks', () => {
  it('answers an unknown API path with 404 and 1040, with or without a session', async () => {
    const app = testApp.app;
    for (const method of ['POST', 'GET'] as const) {
      const response = await app.inject({ method, url: '/api/v1/does/not/exist', payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().errors[0].code).toBe(ErrorCode.NotFound);
    }
    const session = await startSession(app);
    const withSession = await post(app, session, '/api/v1/does/not/exist');
    expect(withSession.statusCode).toBe(404);
    expect(withSession.json().errors[0]).toMatchObject({ code: ErrorCode.NotFound, message: expect.stringMatching(/\S/) });
    // Without the csrf token too: there is nothing to protect.
    const noToken = await app.inject({ method: 'POST', url: '/api/v1/does/not/exist', headers: { cookie: session.cookie }, payload: {} });
    expect(noToken.statusCode).toBe(404);
  });

  it('keeps sessions and CSRF for routes that exist', async () => {
    const app = testApp.app;
    const noSession = await app.inject({ method: 'POST', url: '/api/v1/user/logout', payload: {} });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().status).toBe(ErrorCode.SessionInvalid);
    const session = await startSession(app);
    const badToken = await post(app, { ...session, csrfToken: 'not-the-token' }, '/api/v1/user/logout');
    expect(badToken.statusCode).toBe(403);
    expect(badToken.json().errors[0].code).toBe(ErrorCode.CsrfInvalid);
    const noToken = await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: session.cookie }, payload: {} });
    expect(noToken.statusCode).toBe(403);
    expect((await post(app, session, '/api/v1/user/logout')).statusCode).toBe(200);
  });
});
