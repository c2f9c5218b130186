import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, isSerialPath } from './api-client';
import { errorText, serverErrorText } from './error-text';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(
  respond: (url: string, init: RequestInit) => Response | Promise<Response> = () =>
    jsonResponse({ success: true, result: { ok: 1 }, errors: [] }),
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => respond(String(input), init ?? {}));
  const onLoginRequired = vi.fn();
  const onSessionExpired = vi.fn();
  const client = createApiClient({ fetch: fetchMock as unknown as typeof fetch, onLoginRequired, onSessionExpired });
  return { client, fetchMock, onLoginRequired, onSessionExpired };
}

describe('api client', () => {
  it('sends the session token and id as query parameters on GET', async () => {
    const { client, fetchMock } = setup();
    client.setCredentials({ csrf_token: 'tok', session_id: 'sid' });
    await client.get('/config/countries', { special: true, empty: undefined });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/config/countries?special=true&csrf_token=tok&session_id=sid');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends the session token and id in the JSON body on POST', async () => {
    const { client, fetchMock } = setup();
    client.setCredentials({ csrf_token: 'tok', session_id: 'sid' });
    await client.post('/user/cookie-consent', { consent: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/user/cookie-consent');
    expect(JSON.parse(String(init?.body))).toEqual({ consent: true, csrf_token: 'tok', session_id: 'sid' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('uses the newest credentials after they changed', async () => {
    const { client, fetchMock } = setup();
    client.setCredentials({ csrf_token: 'old', session_id: 'old-id' });
    client.setCredentials({ csrf_token: 'new', session_id: 'new-id' });
    await client.get('/user/check', { version: 'abc' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/user/check?version=abc&csrf_token=new&session_id=new-id');
  });

  it('resolves with the result of a successful envelope', async () => {
    const { client } = setup(() => jsonResponse({ success: true, result: { status: 0 }, errors: [] }));
    await expect(client.get('/user/check')).resolves.toEqual({ status: 0 });
  });

  it('keeps the Retry-After of a refusal for too many attempts, and the error texts say how long to wait', async () => {
    const { client } = setup(
      () =>
        new Response(
          JSON.stringify({
            success: false,
            result: null,
            errors: [{ code: 1429, message: 'Too many requests. Please wait a moment and try again.' }],
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } },
        ),
    );
    const error = (await client.post('/user/login', {}).catch((caught: unknown) => caught)) as ApiRequestError;
    expect(error.retryAfterSeconds).toBe(30);
    expect(serverErrorText(error, 'en')).toBe(
      'Too many requests. Please wait a moment and try again. The next try is possible in 30 seconds.',
    );
    expect(errorText(error, 'de')).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut. Der nächste Versuch ist in 30 Sekunden möglich.',
    );
    const long = new ApiRequestError(429, [{ code: 1429, message: '' }], undefined, { retryAfterSeconds: 900 });
    expect(errorText(long, 'en')).toMatch(/The next try is possible in 15 minutes\.$/);
    expect(errorText(new ApiRequestError(400, [{ code: 1429, message: '' }]), 'en')).not.toMatch(/next try/);
  });

  it('rejects with the errors and status of an unsuccessful envelope', async () => {
    const errors = [{ code: 2101, message: 'The login or password is not correct.' }];
    const { client } = setup(() => jsonResponse({ success: false, result: null, errors, status: 2303 }));
    const error = await client.post('/user/login', { login: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ errors, status: 2303, httpStatus: 200, code: 2101, message: errors[0].message });
  });

  it('rejects with HTTP status 0 when no answer arrives', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/user/check')).rejects.toMatchObject({ httpStatus: 0, errors: [] });
  });

  it('rejects an answer that is not an envelope', async () => {
    const { client } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/config/app-settings')).rejects.toMatchObject({ httpStatus: 502, errors: [] });
  });

  it('loads the current target afresh on 401 with status 2003', async () => {
    const { client, onLoginRequired, onSessionExpired } = setup(() =>
      jsonResponse({ success: false, result: null, errors: [{ code: 2003, message: 'login' }], status: 2003 }, 401),
    );
    const settled = vi.fn();
    void client.get('/user/domains').then(settled, settled);
    await vi.waitFor(() => expect(onLoginRequired).toHaveBeenCalledOnce());
    expect(onSessionExpired).not.toHaveBeenCalled();
    // The page is being replaced: callers must not show an error in the meantime.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it('reloads the page on 401 with status 2201', async () => {
    const { client, onLoginRequired, onSessionExpired } = setup(() =>
      jsonResponse({ success: false, result: null, errors: [{ code: 2201, message: 'expired' }], status: 2201 }, 401),
    );
    void client.get('/user/domains');
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledOnce());
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('rejects other 401 answers', async () => {
    const { client, onLoginRequired, onSessionExpired } = setup(() =>
      jsonResponse({ success: false, result: null, errors: [{ code: 2101, message: 'wrong' }] }, 401),
    );
    await expect(client.post('/user/login', {})).rejects.toMatchObject({ httpStatus: 401, code: 2101 });
    expect(onLoginRequired).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('sends cart, renew, restore and payment calls one at a time', async () => {
    const pending = new Map<string, () => void>();
    const { client, fetchMock } = setup(
      (url) =>
        new Promise<Response>((resolve) =>
          pending.set(url.split('?')[0].replace('/api/v1', ''), () => resolve(jsonResponse({ success: true, result: null, errors: [] }))),
        ),
    );
    const started = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0].replace('/api/v1', ''));
    const calls = [
      client.post('/cart/add/domain/example.com'),
      client.post('/cart/renew/remove/7'),
      client.post('/pay/commit'),
      client.get('/config/countries'),
    ];
    await vi.waitFor(() => expect(started()).toHaveLength(2));
    expect(started().sort()).toEqual(['/cart/add/domain/example.com', '/config/countries']);
    pending.get('/config/countries')!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started()).toHaveLength(2);
    pending.get('/cart/add/domain/example.com')!();
    await vi.waitFor(() => expect(started()).toHaveLength(3));
    expect(started()[2]).toBe('/cart/renew/remove/7');
    pending.get('/cart/renew/remove/7')!();
    await vi.waitFor(() => expect(started()).toHaveLength(4));
    expect(started()[3]).toBe('/pay/commit');
    pending.get('/pay/commit')!();
    await Promise.all(calls);
  });

  it('keeps the queue going after a failed serial call', async () => {
    let call = 0;
    const { client } = setup(() => {
      call += 1;
      return call === 1
        ? jsonResponse({ success: false, result: null, errors: [{ code: 1302, message: 'Already in cart' }] })
        : jsonResponse({ success: true, result: 'second', errors: [] });
    });
    const first = client.post('/cart/add/domain/a.com');
    const second = client.post('/cart/add/domain/b.com');
    await expect(first).rejects.toMatchObject({ code: 1302 });
    await expect(second).resolves.toBe('second');
  });
});

describe('isSerialPath', () => {
  it.each([
    ['/cart/add/domain/x.com', true],
    ['/cart/renew/update/1', true],
    ['/cart/rgp/add/domain/x.com', true],
    ['/domain/renew/list', true],
    ['/domain/undelete/x.com', true],
    ['/pay/init/paypal', true],
    ['/account/transactions', true],
    ['/domain/search', false],
    ['/user/status', false],
    ['/config/app-settings', false],
  ])('%s → %s', (path, serial) => {
    expect(isSerialPath(path)).toBe(serial);
  });
});
