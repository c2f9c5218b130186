import { X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import tls from 'node:tls';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeLoopbackPort } from '@server/dns/powerdns/loopback-ports';
import { dig } from '@server/test/dig';
import { startTestPebble, type TestPebble } from '@server/test/pebble';
import { startTestPowerDns, type TestPowerDns } from '@server/test/powerdns';
import type { EdgeTarget } from '../edge-target';
import { createForwardingEdge, type ForwardingEdge } from '../forwarding-edge';
import { createAcmeChallengeStore } from './acme-challenges';
import { createCertificateManager } from './certificate-manager';
import { createCertificateFileStore } from './certificate-store';
import { loadConfig } from '@server/config';
import { parseEdgeTlsEnv } from './edge-tls-config';
import { createEdgeTls, type EdgeTls } from './edge-tls';

/**
 * The edge's HTTPS against real servers: pebble (the ACME test CA) resolves the test names through
 * the shop's PowerDNS, where they point at 127.0.0.1, and validates HTTP-01 on the edge's HTTP port.
 */
const ZONE = 'edge-tls.example';
const WWW = `www.${ZONE}`;

const targets: Record<string, EdgeTarget> = {
  [WWW]: { kind: 'redirect', url: 'https://destination.example/start', code: 301, keepPath: false, tls: true },
  [`auto.${ZONE}`]: { kind: 'redirect', url: 'https://destination.example/auto', code: 302, keepPath: false, tls: true },
  [`twice.${ZONE}`]: { kind: 'redirect', url: 'https://destination.example/twice', code: 302, keepPath: false, tls: true },
  // Forwarded over HTTP only: no certificate is ever ordered for it.
  [`plain.${ZONE}`]: { kind: 'redirect', url: 'https://destination.example/plain', code: 301, keepPath: false },
  // Flagged, but its name has no address in DNS: the CA cannot reach the edge.
  [`nowhere.${ZONE}`]: { kind: 'redirect', url: 'https://destination.example/', code: 301, keepPath: false, tls: true },
};

const logged: { message: string; details: object }[] = [];
const log = {
  info: (details: object, message: string) => logged.push({ message, details }),
  warn: (details: object, message: string) => logged.push({ message, details }),
  error: (details: object, message: string) => logged.push({ message, details }),
};

let pdns: TestPowerDns;
let pebble: TestPebble;
let edge: ForwardingEdge;
let edgeTls: EdgeTls;
let dir: string;
let httpPort: number;
let tlsPort: number;
let issuingRoot: string;
/** A second manager beside the edge's own, so a test can count its orders. */
const extraChallenges = createAcmeChallengeStore();
let challengePuts = 0;
/** The edge's TLS as after a restart, in a later test. */
let restarted: EdgeTls | null = null;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'shop-edge-tls-'));
  pdns = await startTestPowerDns();
  await pdns.publisher.publishZone({
    name: `${ZONE}.`,
    dnssec: false,
    rrsets: ['www', 'auto', 'twice', 'plain'].map((label) => ({ name: `${label}.${ZONE}.`, type: 'A', ttl: 300, records: ['127.0.0.1'] })),
  });
  httpPort = await freeLoopbackPort();
  pebble = await startTestPebble({ dnsServer: `127.0.0.1:${pdns.dnsPort}`, httpPort });
  await writeFile(path.join(dir, 'pebble-listener.pem'), pebble.listenerCaPem);
  issuingRoot = await pebble.issuingRootPem();

  const lookup = async (host: string) => targets[host] ?? null;
  edgeTls = await createEdgeTls({
    settings: {
      directoryUrl: pebble.directoryUrl,
      email: 'hostmaster@shop-test.example',
      caBundleFile: path.join(dir, 'pebble-listener.pem'),
      dir: path.join(dir, 'certificates'),
    },
    lookup,
    log,
    retryMinMs: 60_000,
  });
  edge = createForwardingEdge({
    lookup,
    log,
    shopUrl: 'https://shop.example',
    acmeChallenges: {
      answer: (token) => edgeTls.challenges.answer(token) ?? extraChallenges.answer(token) ?? restarted?.challenges.answer(token) ?? null,
    },
    onTlsWanted: edgeTls.want,
  });
  await edge.listen(httpPort, '127.0.0.1');
  tlsPort = await edgeTls.listen(edge.handle, 0, '127.0.0.1');
}, 60_000);

afterAll(async () => {
  await edgeTls?.close();
  await edge?.close();
  await pebble?.stop();
  await pdns?.stop();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | undefined;
  body: string;
  peerNames: string | undefined;
}

/** A browser's HTTPS request: SNI and Host are the name, trusting only pebble's issuing root. */
function httpsRequest(servername: string, host: string, ca = issuingRoot): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      { host: '127.0.0.1', port: tlsPort, path: '/any/path', servername, headers: { host }, ca, agent: false, timeout: 5_000 },
      (response) => {
        const chunks: Buffer[] = [];
        const peer = (response.socket as tls.TLSSocket).getPeerCertificate();
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
            peerNames: peer.subjectaltname,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end();
  });
}

/** A bare TLS handshake; answers the names of the certificate the edge showed. */
function handshake(servername?: string): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: tlsPort, ...(servername ? { servername } : {}), ca: issuingRoot, timeout: 5_000 },
      () => {
        resolve(socket.getPeerCertificate().subjectaltname);
        socket.end();
      },
    );
    socket.on('timeout', () => socket.destroy(new Error('timed out')));
    socket.on('error', reject);
  });
}

function httpGet(host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: httpPort, path: urlPath, headers: { host }, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

describe('forwarding edge over HTTPS with certificates from an ACME CA (pebble)', () => {
  it("the test names resolve through the shop's PowerDNS to the edge", async () => {
    expect(await dig(pdns.dnsPort, WWW, 'A')).toEqual(['127.0.0.1']);
  });

  it('refuses the handshake for a name without a certificate yet', async () => {
    await expect(httpsRequest(WWW, WWW)).rejects.toThrow();
  });

  it("obtains a certificate for www.<zone> and then answers HTTPS with that name's redirect", async () => {
    const result = await edgeTls.certificates.ensureCertificate(WWW);
    expect(result.status, pebble.output()).toBe('obtained');

    const answer = await httpsRequest(WWW, WWW);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe('https://destination.example/start');
    expect(answer.peerNames).toBe(`DNS:${WWW}`);
    // Plain HTTP answers the same.
    expect((await httpGet(WWW, '/')).status).toBe(301);
  }, 30_000);

  it('keeps the key and certificate as files only their owner can read, and never logs a key', async () => {
    for (const file of ['key.pem', 'cert.pem']) {
      expect(((await stat(path.join(dir, 'certificates', WWW, file))).mode & 0o777).toString(8)).toBe('600');
    }
    expect(((await stat(path.join(dir, 'certificates', 'account-key.pem'))).mode & 0o777).toString(8)).toBe('600');
    const key = await readFile(path.join(dir, 'certificates', WWW, 'key.pem'), 'utf8');
    expect(key).toContain('PRIVATE KEY');
    expect(JSON.stringify(logged)).not.toContain('PRIVATE KEY');
    expect(logged.map((entry) => entry.message)).toContain('forwarding edge: certificate obtained');
  });

  it('does not order again while the certificate is valid for more than 30 days', async () => {
    const before = new X509Certificate(await readFile(path.join(dir, 'certificates', WWW, 'cert.pem'), 'utf8')).serialNumber;
    const again = await edgeTls.certificates.ensureCertificate(WWW);
    expect(again.status).toBe('present');
    const after = new X509Certificate(await readFile(path.join(dir, 'certificates', WWW, 'cert.pem'), 'utf8')).serialNumber;
    expect(after).toBe(before);
  });

  it('places one order when two callers ask at once, and renews within 30 days of expiry', async () => {
    let clock = new Date();
    const manager = createCertificateManager({
      directoryUrl: pebble.directoryUrl,
      email: null,
      store: createCertificateFileStore(path.join(dir, 'second-store')),
      challenges: {
        put: (token, keyAuthorization) => {
          challengePuts += 1;
          extraChallenges.put(token, keyAuthorization);
        },
        remove: (token) => extraChallenges.remove(token),
        answer: (token) => extraChallenges.answer(token),
      },
      log,
      now: () => clock,
    });
    const name = `twice.${ZONE}`;
    const [first, second] = await Promise.all([manager.ensureCertificate(name), manager.ensureCertificate(name)]);
    expect(first).toEqual(second);
    expect(first.status).toBe('obtained');
    expect(challengePuts).toBe(1);

    expect((await manager.ensureCertificate(name)).status).toBe('present');
    expect(challengePuts).toBe(1);
    // 29 days before it runs out, it is renewed.
    if (first.status !== 'obtained') throw new Error('unreachable');
    clock = new Date(first.notAfter.getTime() - 29 * 24 * 60 * 60_000);
    expect((await manager.ensureCertificate(name)).status).toBe('obtained');
    expect(challengePuts).toBe(2);
  }, 30_000);

  it('obtains the certificate in the background when a flagged name is asked for over HTTP, without making the request wait', async () => {
    const host = `auto.${ZONE}`;
    const started = Date.now();
    expect((await httpGet(host, '/')).status).toBe(302);
    expect(Date.now() - started).toBeLessThan(1_000);
    const deadline = Date.now() + 20_000;
    while (!(await edgeTls.certificates.secureContext(host)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const answer = await httpsRequest(host, host);
    expect([answer.status, answer.location]).toEqual([302, 'https://destination.example/auto']);
  }, 30_000);

  it('renews stored certificates due within 30 days in its sweep, but not those of names that lost the TLS flag', async () => {
    const wwwFile = path.join(dir, 'certificates', WWW, 'cert.pem');
    const autoFile = path.join(dir, 'certificates', `auto.${ZONE}`, 'cert.pem');
    const [wwwBefore, autoBefore] = await Promise.all([readFile(wwwFile, 'utf8'), readFile(autoFile, 'utf8')]);
    const notAfter = new Date(new X509Certificate(wwwBefore).validTo);
    // A restart 20 days before www's certificate runs out; auto's record no longer asks for TLS.
    restarted = await createEdgeTls({
      settings: {
        directoryUrl: pebble.directoryUrl,
        email: null,
        caBundleFile: path.join(dir, 'pebble-listener.pem'),
        dir: path.join(dir, 'certificates'),
      },
      lookup: async (host) =>
        host === `auto.${ZONE}`
          ? { kind: 'redirect', url: 'https://destination.example/auto', code: 302, keepPath: false }
          : (targets[host] ?? null),
      log,
      now: () => new Date(notAfter.getTime() - 20 * 24 * 60 * 60_000),
    });
    const results = await restarted.renewStored();
    expect(results.map(({ host, result }) => [host, result?.status ?? null]).sort()).toEqual([
      [`auto.${ZONE}`, null],
      [WWW, 'obtained'],
    ]);
    expect(new X509Certificate(await readFile(wwwFile, 'utf8')).serialNumber).not.toBe(new X509Certificate(wwwBefore).serialNumber);
    expect(await readFile(autoFile, 'utf8')).toBe(autoBefore);
  }, 30_000);

  it('logs a failed order and waits before the next one; HTTP keeps answering meanwhile', async () => {
    const host = `nowhere.${ZONE}`;
    const failed = await edgeTls.certificates.ensureCertificate(host);
    expect(failed.status).toBe('failed');
    const warning = logged.find(
      (entry) => entry.message === 'forwarding edge: certificate order failed' && (entry.details as { host?: string }).host === host,
    );
    expect(warning?.details).toMatchObject({ host, failures: 1 });
    const next = await edgeTls.certificates.ensureCertificate(host);
    expect(next.status).toBe('deferred');
    if (failed.status === 'failed' && next.status === 'deferred') expect(next.retryAt).toEqual(failed.retryAt);
    expect((await httpGet(host, '/')).status).toBe(301);
    await expect(httpsRequest(host, host)).rejects.toThrow();
  }, 30_000);

  it('never orders for a name whose URL record has no TLS flag, even when a client asks for it by SNI', async () => {
    const host = `plain.${ZONE}`;
    await expect(httpsRequest(host, host)).rejects.toThrow();
    expect((await httpGet(host, '/')).status).toBe(301);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await edgeTls.certificates.hosts()).not.toContain(host);
  });

  it('gives no certificate to a client without SNI or asking for another name, and stays up', async () => {
    // To an IP address without servername, Node sends no SNI at all.
    await expect(handshake()).rejects.toThrow();
    await expect(handshake(WWW)).resolves.toBe(`DNS:${WWW}`);
    await expect(httpsRequest('unknown.example', WWW)).rejects.toThrow();
    expect((await httpsRequest(WWW, WWW)).status).toBe(301);
  });

  it('answers HTTP-01 challenges by token before any host lookup, and only tokens it holds', async () => {
    extraChallenges.put('tokentokentokentoken_-1', 'tokentokentokentoken_-1.thumbprint');
    const answer = await httpGet('any-name.example', '/.well-known/acme-challenge/tokentokentokentoken_-1');
    expect(answer).toEqual({ status: 200, body: 'tokentokentokentoken_-1.thumbprint' });
    extraChallenges.remove('tokentokentokentoken_-1');
    expect((await httpGet('any-name.example', '/.well-known/acme-challenge/tokentokentokentoken_-1')).status).toBe(404);
    expect((await httpGet(WWW, '/.well-known/acme-challenge/unknowntokenunknowntoken')).status).toBe(301);
  });
});

describe('HTTPS forwarding configuration', () => {
  const parse = (env: Record<string, string>) => parseEdgeTlsEnv(env, '/srv/shop');

  it('is off, with a reason for the log, unless ACME_DIRECTORY_URL is set', () => {
    expect(parse({})).toEqual({
      settings: null,
      off: 'HTTPS forwarding is off: ACME_DIRECTORY_URL is not set, so no certificates can be obtained',
    });
  });

  it('reads the directory, contact, CA bundle, port and folder', () => {
    expect(
      parse({
        ACME_DIRECTORY_URL: 'https://acme.example/dir',
        ACME_EMAIL: 'ops@shop.example',
        ACME_CA_BUNDLE: 'ca.pem',
        FORWARDING_EDGE_TLS_PORT: '0',
      }),
    ).toEqual({
      settings: {
        directoryUrl: 'https://acme.example/dir',
        email: 'ops@shop.example',
        caaIssuer: null,
        caBundleFile: '/srv/shop/ca.pem',
        port: 0,
        dir: '/srv/shop/data/edge-certificates',
      },
      off: null,
    });
    expect(parse({ ACME_DIRECTORY_URL: 'https://acme.example/dir' }).settings?.port).toBe(8443);
  });

  it("knows Let's Encrypt's CAA issuer domain, and takes another CA's from ACME_CAA_ISSUER", () => {
    expect(parse({ ACME_DIRECTORY_URL: 'https://acme-v02.api.letsencrypt.org/directory' }).settings?.caaIssuer).toBe('letsencrypt.org');
    expect(parse({ ACME_DIRECTORY_URL: 'https://acme-staging-v02.api.letsencrypt.org/directory' }).settings?.caaIssuer).toBe(
      'letsencrypt.org',
    );
    expect(parse({ ACME_DIRECTORY_URL: 'https://acme.example/dir', ACME_CAA_ISSUER: 'CA.Example' }).settings?.caaIssuer).toBe('ca.example');
    expect(() => parse({ ACME_DIRECTORY_URL: 'https://acme.example/dir', ACME_CAA_ISSUER: 'not an issuer' })).toThrow();
  });

  it("reaches the shop's configuration, and a bad value is named at start", () => {
    expect(loadConfig({}, '/srv/shop').edgeTls.off).toMatch(/^HTTPS forwarding is off/);
    expect(
      loadConfig({ ACME_DIRECTORY_URL: 'https://acme.example/dir', FORWARDING_EDGE_TLS_PORT: '9443' }, '/srv/shop').edgeTls.settings,
    ).toMatchObject({ directoryUrl: 'https://acme.example/dir', port: 9443 });
    expect(() => loadConfig({ ACME_DIRECTORY_URL: 'not a url', ACME_EMAIL: 'nobody' }, '/srv/shop')).toThrow(
      /ACME_DIRECTORY_URL[\s\S]*ACME_EMAIL/,
    );
  });
});
