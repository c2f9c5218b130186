import { describe, expect, it, vi } from 'vitest';
import { CHECK_STREAM_END, CHECK_STREAM_START, type CheckedDomain, type CheckSegment } from '@common/api/domain-results';
import { ApiRequestError } from '@web/lib/api-client';
import { checkDomains } from './check-domains';

function result(domain: string, status: number): CheckedDomain {
  return {
    type: 'result',
    domain,
    domain_utf8: domain,
    status,
    available: status === 4,
    reason: status === 4 ? null : 'registered',
    premium: false,
    price: null,
    renewal: null,
    checked: true,
  };
}

function encode(segment: CheckSegment): string {
  return `${CHECK_STREAM_START}${JSON.stringify(segment)}${CHECK_STREAM_END}\n`;
}

/** A streamed text answer that arrives in the given pieces, one per read. */
function streamResponse(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

const client = { getCredentials: () => ({ csrf_token: 'tok', session_id: 'sid' }) };

async function collect(iterable: AsyncIterable<CheckSegment>): Promise<CheckSegment[]> {
  const segments: CheckSegment[] = [];
  for await (const segment of iterable) segments.push(segment);
  return segments;
}

describe('checkDomains', () => {
  it('posts the names with the session token and id, and yields each segment once it is complete', async () => {
    const text =
      encode(result('shop.eu', 4)) + encode(result('shop.com', 0)) + encode({ type: 'summary', checked: 2, available: 1, unchecked: [] });
    // Cut the text at awkward places: inside a marker, inside the JSON, between segments.
    const pieces = [text.slice(0, 5), text.slice(5, 40), text.slice(40, 200), text.slice(200)];
    const fetchMock = vi.fn(async () => streamResponse(pieces));
    const segments = await collect(
      checkDomains({ domains: ['shop.eu', 'shop.com'], available_domains: 10 }, { client, fetch: fetchMock as unknown as typeof fetch }),
    );

    expect(segments.map((segment) => (segment.type === 'result' ? segment.domain : segment.type))).toEqual([
      'shop.eu',
      'shop.com',
      'summary',
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/domain/check');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      domains: ['shop.eu', 'shop.com'],
      available_domains: 10,
      csrf_token: 'tok',
      session_id: 'sid',
    });
  });

  it('yields a result before the rest of the stream has arrived', async () => {
    let push: (text: string) => void = () => {};
    let close: () => void = () => {};
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
        close = () => controller.close();
      },
    });
    const fetchMock = async () => new Response(body, { headers: { 'Content-Type': 'text/plain' } });
    const iterator = checkDomains({ domains: ['a.com', 'b.com'] }, { client, fetch: fetchMock as unknown as typeof fetch })[
      Symbol.asyncIterator
    ]();
    const first = iterator.next();
    push(encode(result('b.com', 4)));
    await expect(first).resolves.toMatchObject({ done: false, value: { domain: 'b.com' } });
    const second = iterator.next();
    push(encode(result('a.com', 0)) + encode({ type: 'error', code: 1060, message: 'The registry does not answer' }));
    await expect(second).resolves.toMatchObject({ value: { domain: 'a.com' } });
    await expect(iterator.next()).resolves.toMatchObject({ value: { type: 'error', code: 1060 } });
    close();
    await expect(iterator.next()).resolves.toMatchObject({ done: true });
  });

  it('rejects with the first error of a refused request', async () => {
    const fetchMock = async () =>
      new Response(JSON.stringify({ success: false, result: null, errors: [{ code: 1005, message: 'Parameter value syntax error' }] }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    const error = await collect(checkDomains({ domains: ['x'] }, { client, fetch: fetchMock as unknown as typeof fetch })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ httpStatus: 400, code: 1005 });
  });

  it('reloads the page when the session expired', async () => {
    const onSessionExpired = vi.fn();
    const fetchMock = async () =>
      new Response(JSON.stringify({ success: false, result: null, errors: [{ code: 2201, message: 'expired' }], status: 2201 }), {
        status: 401,
        headers: { 'Content-Type': 'application/json' },
      });
    void collect(checkDomains({ domains: ['x.com'] }, { client, fetch: fetchMock as unknown as typeof fetch, onSessionExpired }));
    await vi.waitFor(() => expect(onSessionExpired).toHaveBeenCalledOnce());
  });

  it('ends with the AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    const fetchMock = (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const running = collect(
      checkDomains({ domains: ['x.com'] }, { client, fetch: fetchMock as unknown as typeof fetch, signal: controller.signal }),
    );
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reports a missing answer as HTTP status 0', async () => {
    const fetchMock = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      collect(checkDomains({ domains: ['x.com'] }, { client, fetch: fetchMock as unknown as typeof fetch })),
    ).rejects.toMatchObject({ httpStatus: 0 });
  });
});
