import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forwardingEdgePortSchema } from './edge-config';
import type { EdgeTarget } from './edge-target';
import { createForwardingEdge, edgeHost } from './forwarding-edge';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One real HTTP request to the edge with the Host header a browser would send for `host`. */
function request(port: number, host: string, path = '/', method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, headers: { ...headers, host }, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const evil = '<script>alert(1)</script>"\'&';

const targets: Record<string, EdgeTarget> = {
  'moved.example': { kind: 'redirect', url: 'https://dest.example/', code: 301, keepPath: false },
  'found.example': { kind: 'redirect', url: 'https://dest.example/landing', code: 302, keepPath: false },
  'see-other.example': { kind: 'redirect', url: 'https://dest.example/', code: 303, keepPath: false },
  'temporary.example': { kind: 'redirect', url: 'https://dest.example/', code: 307, keepPath: false },
  'permanent.example': { kind: 'redirect', url: 'http://dest.example:8080/', code: 308, keepPath: false },
  'keep.example': { kind: 'redirect', url: 'https://dest.example/base/?ref=edge', code: 301, keepPath: true },
  'root.example': { kind: 'redirect', url: 'https://dest.example', code: 302, keepPath: true },
  'script.example': { kind: 'redirect', url: 'javascript:alert(1)', code: 301, keepPath: false },
  'ftp.example': { kind: 'redirect', url: 'ftp://dest.example/file', code: 301, keepPath: false },
  'creds.example': { kind: 'redirect', url: 'https://shop.example@evil.example/', code: 301, keepPath: false },
  'crlf.example': { kind: 'redirect', url: 'https://dest.example/\r\nSet-Cookie: stolen=1', code: 301, keepPath: true },
  'frame.example': {
    kind: 'frame',
    url: `https://dest.example/page?q="><script>alert(1)</script>`,
    keepPath: false,
    title: `Title ${evil}`,
    metaDescription: `Description ${evil}`,
    metaKeywords: `keywords ${evil}`,
    noframes: `Your browser shows no frames ${evil}`,
  },
  'frame-keep.example': {
    kind: 'frame',
    url: 'https://dest.example/base/?ref=edge',
    keepPath: true,
    title: 'Kept',
    metaDescription: '',
    metaKeywords: '',
    noframes: 'No frames',
  },
  'frame-bad.example': {
    kind: 'frame',
    url: 'data:text/html,<script>alert(1)</script>',
    keepPath: true,
    title: 't',
    metaDescription: '',
    metaKeywords: '',
    noframes: '',
  },
  'parked.example': { kind: 'parking', domainUtf8: 'parked.example' },
  'xn--mller-kva.example': { kind: 'parking', domainUtf8: 'müller.example' },
  'evil-park.example': { kind: 'parking', domainUtf8: `x${evil}.example` },
};

const asked: string[] = [];
const logged: string[] = [];
let port: number;
const edge = createForwardingEdge({
  lookup: async (host) => {
    asked.push(host);
    if (host === 'broken.example') throw new Error('database down');
    if (host === 'slow.example') return new Promise(() => {});
    return targets[host] ?? null;
  },
  log: { warn: (_details, message) => logged.push(message), error: (_details, message) => logged.push(message) },
  shopUrl: 'https://shop.example/',
  requestTimeoutMs: 600,
  lookupTimeoutMs: 300,
});

beforeAll(async () => {
  port = await edge.listen(0, '127.0.0.1');
});
afterAll(() => edge.close());
afterEach(() => {
  asked.length = 0;
});

describe('forwarding edge: redirects', () => {
  it.each([
    ['moved.example', 301, 'https://dest.example/'],
    ['found.example', 302, 'https://dest.example/landing'],
    ['see-other.example', 303, 'https://dest.example/'],
    ['temporary.example', 307, 'https://dest.example/'],
    ['permanent.example', 308, 'http://dest.example:8080/'],
  ])('answers %s with %i to the destination, dropping the path when not kept', async (host, status, location) => {
    const answer = await request(port, host, '/some/path?x=1');
    expect(answer.status).toBe(status);
    expect(answer.headers.location).toBe(location);
  });

  it("keeps path and query after the destination's own when the record says so", async () => {
    expect((await request(port, 'keep.example', '/a/b.html?x=1&y=%C3%BC')).headers.location).toBe(
      'https://dest.example/base/a/b.html?ref=edge&x=1&y=%C3%BC',
    );
    expect((await request(port, 'keep.example', '/')).headers.location).toBe('https://dest.example/base/?ref=edge');
    expect((await request(port, 'root.example', '/docs/?page=2')).headers.location).toBe('https://dest.example/docs/?page=2');
  });

  it("never sends anyone to another host or above the destination's path, whatever the request path holds", async () => {
    const attempts = [
      '//evil.example/x',
      '/..//evil.example',
      '/../../etc',
      '/%2e%2e/%2e%2e/x',
      '/\\evil.example/x',
      '/@evil.example',
      'http://evil.example/x',
    ];
    for (const path of attempts) {
      const location = new URL((await request(port, 'keep.example', path)).headers.location!);
      expect(location.origin, path).toBe('https://dest.example');
      expect(location.pathname.startsWith('/base/'), `${path} → ${location.pathname}`).toBe(true);
    }
  });

  it('lets no header through the request path or the destination', async () => {
    const fromPath = await request(port, 'keep.example', '/x%0d%0aSet-Cookie:%20stolen=1');
    expect(fromPath.headers['set-cookie']).toBeUndefined();
    expect(fromPath.headers.location).toBe('https://dest.example/base/x%0d%0aSet-Cookie:%20stolen=1?ref=edge');
    const fromRecord = await request(port, 'crlf.example', '/');
    expect(fromRecord.headers['set-cookie']).toBeUndefined();
    expect(fromRecord.headers.location).not.toMatch(/[\r\n ]/);
  });

  it('refuses destinations that are not plain http or https addresses with 404', async () => {
    for (const host of ['script.example', 'ftp.example', 'creds.example']) {
      const answer = await request(port, host, '/');
      expect(answer.status, host).toBe(404);
      expect(answer.headers.location, host).toBeUndefined();
    }
    expect(logged).toContain('forwarding edge: the URL record has no http(s) destination');
  });
});

describe('forwarding edge: frame forwarding', () => {
  it('serves a page with the title, meta tags, frame and noframes text, every user text escaped', async () => {
    const answer = await request(port, 'frame.example', '/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).not.toContain('<script>');
    expect(answer.body).toContain('<title>Title &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;</title>');
    expect(answer.body).toContain('<meta name="description" content="Description &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;">');
    expect(answer.body).toContain('<meta name="keywords" content="keywords &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;">');
    expect(answer.body).toMatch(
      /<iframe src="https:\/\/dest\.example\/page\?q=%22%3E%3Cscript%3Ealert\(1\)%3C\/script%3E" title="Title &lt;script&gt;/,
    );
    expect(answer.body).toContain(
      '<noframes>Your browser shows no frames &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp; <a href="https://dest.example/page',
    );
    // Defence in depth: even an unescaped script would not run.
    expect(answer.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(answer.headers['content-security-policy']).not.toMatch(/script-src/);
  });

  it("declares the visitor's language on the frame page", async () => {
    expect((await request(port, 'frame.example', '/', 'GET', { 'accept-language': 'de-DE' })).body).toContain('<html lang="de">');
    expect((await request(port, 'frame.example', '/', 'GET', { 'accept-language': 'en-GB' })).body).toContain('<html lang="en">');
    // A client that names no language gets the server's default, German (spec §3).
    expect((await request(port, 'frame.example', '/')).body).toContain('<html lang="de">');
  });

  it('keeps the path and query in the frame when the record says so, escaped, and only then', async () => {
    const answer = await request(port, 'frame-keep.example', '/shop/item?id=7&x="><b>');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain('<b>');
    expect(answer.body).toContain('<iframe src="https://dest.example/base/shop/item?ref=edge&amp;id=7&amp;x=%22%3E%3Cb%3E" title="Kept"');
    expect(answer.body).toContain('<a href="https://dest.example/base/shop/item?ref=edge&amp;id=7&amp;x=%22%3E%3Cb%3E">');
    // The request cannot climb out of the destination's path or name another host.
    expect((await request(port, 'frame-keep.example', '//evil.example/../x')).body).toContain('<iframe src="https://dest.example/');
    expect((await request(port, 'frame-keep.example', '//evil.example/../x')).body).not.toContain('evil.example');
    // Without keep_path the frame shows the destination as it is.
    expect((await request(port, 'frame.example', '/shop/item?id=7')).body).toMatch(
      /<iframe src="https:\/\/dest\.example\/page\?q=%22%3E%3Cscript%3Ealert\(1\)%3C\/script%3E" /,
    );
  });

  it('refuses a frame of anything but an http(s) page', async () => {
    expect((await request(port, 'frame-bad.example', '/')).status).toBe(404);
  });
});

describe('forwarding edge: parking', () => {
  it("shows the shop's parking page with 200: the name, that it is registered here, a link to the search", async () => {
    const answer = await request(port, 'parked.example', '/any/path', 'GET', { 'accept-language': 'en-US,en;q=0.9' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain('<h1>parked.example</h1>');
    expect(answer.body).toContain('This domain is registered at Domain Shop.');
    expect(answer.body).toContain('<a class="action" href="https://shop.example/domain/search/parked">Find your own domain</a>');
    expect(answer.headers['content-security-policy']).toMatch(/style-src 'sha256-/);
  });

  it('speaks German to a visitor whose browser prefers German, and shows an IDN as its U-label (asked for by its A-label)', async () => {
    const answer = await request(port, 'xn--mller-kva.example', '/', 'GET', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(answer.headers.vary).toBe('Accept-Language');
    expect(asked).toEqual(['xn--mller-kva.example']);
    expect(answer.body).toContain('<html lang="de">');
    expect(answer.body).toContain('<h1>müller.example</h1>');
    expect(answer.body).toContain('Diese Domain ist bei Domain Shop registriert.');
    expect(answer.body).toContain('href="https://shop.example/domain/search/m%C3%BCller"');
  });

  it('speaks English to a visitor whose browser prefers another language, German to one that names none (spec §3)', async () => {
    for (const preference of ['en-GB,de;q=0.8', 'fr-FR']) {
      const answer = await request(port, 'xn--mller-kva.example', '/', 'GET', { 'accept-language': preference });
      expect(answer.body, preference).toContain('<html lang="en">');
      expect(answer.body, preference).toContain('This domain is registered at Domain Shop.');
    }
    const silent = await request(port, 'xn--mller-kva.example', '/');
    expect(silent.body).toContain('<html lang="de">');
    expect(silent.body).toContain('Diese Domain ist bei Domain Shop registriert.');
  });

  it('escapes the name too', async () => {
    const answer = await request(port, 'evil-park.example', '/');
    expect(answer.body).not.toContain('<script>');
    expect(answer.body).toContain('<h1>x&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;.example</h1>');
  });
});

describe('forwarding edge: everything else', () => {
  it('answers 404 as plain text for a name it does not forward, and looks the name up without port, case or final dot', async () => {
    const answer = await request(port, 'Unknown.EXAMPLE.:8088', '/');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('not forwarded');
    expect(asked).toEqual(['unknown.example']);
  });

  it('does not look up IP addresses or malformed hosts', async () => {
    for (const host of ['127.0.0.1', '[::1]:8088', 'localhost', 'a..example', 'bad_host!.example']) {
      expect((await request(port, host, '/')).status, host).toBe(404);
    }
    expect(asked).toEqual([]);
    expect(edgeHost('WWW.Example.org.')).toBe('www.example.org');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(port, 'parked.example', '/');
    const head = await request(port, 'parked.example', '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(Number(get.headers['content-length'])).toBe(Buffer.byteLength(get.body));
    const redirect = await request(port, 'moved.example', '/', 'HEAD');
    expect([redirect.status, redirect.headers.location, redirect.body]).toEqual([301, 'https://dest.example/', '']);
  });

  it('refuses other methods with 405 and Allow, without a lookup', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await request(port, 'moved.example', '/', method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
    }
    expect(asked).toEqual([]);
  });

  it('answers 503 when the lookup fails or takes too long', async () => {
    const failed = await request(port, 'broken.example', '/');
    expect([failed.status, failed.headers['retry-after']]).toEqual([503, '30']);
    const started = Date.now();
    const slow = await request(port, 'slow.example', '/');
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logged).toContain('forwarding edge: lookup failed');
  });

  it('drops a client that does not finish its request in time', async () => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: moved.example\r\n');
    const started = Date.now();
    const received = await new Promise<string>((resolve) => {
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('listens on a free port when asked for port 0, and FORWARDING_EDGE_PORT defaults to 8088', async () => {
    const other = createForwardingEdge({ lookup: async () => null, log: { warn() {}, error() {} }, shopUrl: 'https://shop.example' });
    const otherPort = await other.listen(0, '127.0.0.1');
    expect(otherPort).toBeGreaterThan(0);
    expect(otherPort).not.toBe(port);
    expect((await request(otherPort, 'moved.example')).status).toBe(404);
    await other.close();
    expect(forwardingEdgePortSchema.parse(undefined)).toBe(8088);
    expect(forwardingEdgePortSchema.parse('0')).toBe(0);
    expect(forwardingEdgePortSchema.parse('off')).toBe('off');
  });
});
