import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, startSession, type TestApp } from '../test/test-app';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the values of tokens, codes and passwords in the query and keeps everything else', () => {
    expect(redactUrl('/api/v1/domain/list?csrf_token=abc&session_id=def&page=2')).toBe(
      '/api/v1/domain/list?csrf_token=[redacted]&session_id=[redacted]&page=2',
    );
    expect(redactUrl('/user/verify-email?token=secret-token#top')).toBe('/user/verify-email?token=[redacted]');
    expect(redactUrl('/x?auth_code=Xy-12&Password=p&recovery_code=1&q=bücher')).toBe(
      '/x?auth_code=[redacted]&Password=[redacted]&recovery_code=[redacted]&q=bücher',
    );
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=[redacted]');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  let testApp: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('writes no session token, CSRF token or password of a request', async () => {
    const session = await startSession(testApp.app);
    await post(testApp.app, session, '/api/v1/user/login', { login: 'nobody@example.org', password: 'a-secret-password-here' });
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/domain/count?csrf_token=${session.csrfToken}&session_id=${session.sessionId}`,
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBeLessThan(500);
    const log = lines.join('');
    expect(log).toContain('/api/v1/domain/count?csrf_token=[redacted]&session_id=[redacted]');
    for (const secret of [session.csrfToken, session.sessionId, 'a-secret-password-here', session.cookie.split('=')[1]])
      expect(log).not.toContain(secret);
  });
});
