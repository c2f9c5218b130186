import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from '@server/dns/powerdns/loopback-ports';

const run = promisify(execFile);

export const PEBBLE_BINARY = '/usr/bin/pebble';

export interface TestPebble {
  /** The ACME directory URL, e.g. https://127.0.0.1:14000/dir. */
  directoryUrl: string;
  /** PEM that signed pebble's own HTTPS listeners (generated per run): the ACME client must trust it. */
  listenerCaPem: string;
  /** The root that signs the certificates pebble issues, fetched from its management endpoint (new on every start). */
  issuingRootPem(): Promise<string>;
  /** Pebble's output so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartTestPebbleOptions {
  /** The DNS server pebble resolves names through, e.g. the test PowerDNS: 127.0.0.1:<port>. */
  dnsServer: string;
  /** The port pebble's validator sends HTTP-01 requests to (the edge's HTTP port). */
  httpPort: number;
}

/**
 * Debian's pebble, the ACME test CA, on free loopback ports with a configuration in a temp folder.
 * Its listeners need a certificate of their own; Debian ships none, so one is made with openssl for
 * 127.0.0.1 and localhost. Validation runs at full speed and every nonce is accepted, so tests are
 * quick and deterministic. Ready when its directory answers.
 */
export async function startTestPebble(options: StartTestPebbleOptions): Promise<TestPebble> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pebble-'));
  const certFile = path.join(dir, 'listener-cert.pem');
  const keyFile = path.join(dir, 'listener-key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=pebble test listener',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  const listenerCaPem = await readFile(certFile, 'utf8');

  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const acmePort = await freeLoopbackPort();
    const managementPort = await freeLoopbackPort();
    const configFile = path.join(dir, 'pebble-config.json');
    await writeFile(
      configFile,
      JSON.stringify({
        pebble: {
          listenAddress: `127.0.0.1:${acmePort}`,
          managementListenAddress: `127.0.0.1:${managementPort}`,
          certificate: certFile,
          privateKey: keyFile,
          httpPort: options.httpPort,
          // TLS-ALPN-01 is not used; a free port keeps pebble from probing anything real.
          tlsPort: await freeLoopbackPort(),
          ocspResponderURL: '',
          externalAccountBindingRequired: false,
        },
      }),
    );
    const lines: string[] = [];
    const child = spawn(PEBBLE_BINARY, ['-config', configFile, '-dnsserver', options.dnsServer], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PEBBLE_VA_NOSLEEP: '1', PEBBLE_WFE_NONCEREJECT: '0', PEBBLE_AUTHZREUSE: '0' },
    });
    const remember = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    child.stdout?.on('data', remember);
    child.stderr?.on('data', remember);
    const directoryUrl = `https://127.0.0.1:${acmePort}/dir`;
    const managementUrl = `https://127.0.0.1:${managementPort}`;
    try {
      await waitUntilAnswers(directoryUrl, listenerCaPem, child);
    } catch (error) {
      lastError = new Error(`pebble did not start: ${error instanceof Error ? error.message : String(error)}\n${lines.join('\n')}`);
      await stopChild(child);
      continue;
    }
    return {
      directoryUrl,
      listenerCaPem,
      issuingRootPem: () => httpsGet(`${managementUrl}/roots/0`, listenerCaPem),
      output: () => lines.join('\n'),
      async stop() {
        await stopChild(child);
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  await rm(dir, { recursive: true, force: true });
  throw lastError;
}

async function waitUntilAnswers(url: string, caPem: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    try {
      await httpsGet(url, caPem);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A GET over HTTPS trusting only `caPem`; rejects on any status but 200. */
export function httpsGet(url: string, caPem: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca: caPem, agent: false, timeout: 3_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`${url} answered ${response.statusCode}: ${body.slice(0, 200)}`));
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url} timed out`)));
    request.on('error', reject);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
