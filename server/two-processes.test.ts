import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemoData, seedReferenceData } from './db/seed/seed';
import { seedSandboxRegistry } from './db/seed/sandbox-registry.seed';
import { RDAP_PER_MINUTE } from './modules/whois/rdap.routes';

/**
 * The shop scales out as processes behind a load balancer that share nothing but the database
 * (docs/ARCHITECTURE.md, "Running several processes"). Two real shop processes
 * (`node --import tsx server/main.ts`) on one fresh PostgreSQL database, and one customer whose
 * requests go to either: login on A, cart on B, checkout on A, the registration job run by
 * whichever process claims it, a rate limit counted across both, and a logout on A that B honours
 * within the session cache's 5 seconds. An embedded database (PGlite) serves a single process, so
 * without a PostgreSQL DATABASE_URL there is nothing to test.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(adminUrl);
/** SESSION_CACHE_SECONDS, the documented time a process may still accept a session ended elsewhere. */
const SESSION_CACHE_MS = 5_000;
/** Polling step and one request's time, on top of the cache's bound. */
const MEASURE_SLACK_MS = 400;

let folder: string;
let databaseUrl: string;
let databaseName: string;
const children = new Set<ChildProcess>();

async function prepareDatabase(): Promise<void> {
  databaseName = `shop_two_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await seedSandboxRegistry(database.db, new Date());
  await database.close();
}

interface Shop {
  name: string;
  child: ChildProcess;
  url: string;
}

/** Starts one shop process, as `npm start` does without building, and waits for its address. */
async function startShop(name: string): Promise<Shop> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
    MAIL_DIR: path.join(folder, 'mail'),
    SECRET_KEY: 'two-processes-test-secret-key-0123456789',
    VIES_URL: 'http://127.0.0.1:9/check-vat-number',
    HOST: '127.0.0.1',
    PORT: '0',
    WHOIS_PORT: 'off',
    DNS_SERVER: 'off',
    // Two shops on one machine would fight over one mail-server folder and its ports.
    MAIL_SERVERS: 'off',
    SEED_DEMO_DATA: 'false',
    DATABASE_URL: databaseUrl,
    // The registry answers a create after 1.5 s, so the running job and its worker can be seen.
    SANDBOX_CREATE_DELAY_MS: '1500',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /The shop is running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (found) resolve(found[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`shop ${name} stopped (${code}) before it listened:\n${output}`)));
  });
  return { name, child, url };
}

/**
 * One browser's state: the session cookie and the tokens the API wants with each request, sent to
 * whichever process the test picks, as a load balancer without sticky sessions would.
 */
class Customer {
  cookie = '';
  csrfToken = '';
  sessionId = '';

  async request(shop: Shop, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
    const tokens = { csrf_token: this.csrfToken, session_id: this.sessionId };
    const target =
      method === 'GET'
        ? `${shop.url}/api/v1${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(tokens)}`
        : `${shop.url}/api/v1${url}`;
    const response = await fetch(target, {
      method,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify({ ...body, ...tokens }) : undefined,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const json = (await response.json()) as {
      success: boolean;
      result: Record<string, unknown> & { csrf_token?: string; session_id?: string };
    };
    if (json.success && json.result?.csrf_token) {
      this.csrfToken = json.result.csrf_token;
      this.sessionId = json.result.session_id!;
    }
    return { status: response.status, json };
  }

  /** A call that must succeed; its result. */
  async call(shop: Shop, method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
    const answer = await this.request(shop, method, url, body);
    expect(answer.status, `${method} ${url} on ${shop.name}: ${JSON.stringify(answer.json)}`).toBe(200);
    return answer.json.result;
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

let a: Shop;
let b: Shop;

if (!onPostgres)
  console.info(
    'two-processes.test.ts skipped: set DATABASE_URL to a PostgreSQL server; an embedded PGlite database serves one process only.',
  );

describe.skipIf(!onPostgres)(
  'two shop processes on one PostgreSQL database (skipped unless DATABASE_URL is PostgreSQL: an embedded PGlite database serves one process)',
  () => {
    beforeAll(async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'shop-two-'));
      await prepareDatabase();
      [a, b] = await Promise.all([startShop('A'), startShop('B')]);
    }, 180_000);

    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      if (databaseName) {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${databaseName} with (force)`);
        await dropper.end();
      }
      if (folder) rmSync(folder, { recursive: true, force: true });
    });

    it('serve one customer alternately: login, cart, checkout, registration, rate limit and logout', async () => {
      const login = `two.processes.${Date.now()}@example.org`;
      const password = 'a-long-secret-phrase';
      const name = `two-processes-${Date.now()}.com`;

      // Registered on B; a second browser logs in on A and carries on there and on B.
      const newcomer = new Customer();
      await newcomer.call(b, 'GET', '/user/status');
      await newcomer.call(b, 'POST', '/user/register', { login, password, accept_terms: true });
      const customer = new Customer();
      await customer.call(a, 'GET', '/user/status');
      const loggedIn = await customer.call(a, 'POST', '/user/login', { login, password });
      expect(loggedIn.user).toMatchObject({ login });
      expect((await customer.call(b, 'GET', '/user/status')).authenticated).toBe(true);

      // A prepaid balance, topped up by card through the sandbox gateway's hosted page on B.
      await customer.call(b, 'POST', '/user/account/create', {});
      const topUp = await customer.call(a, 'POST', '/user/account/increase', {
        amount: 100_000,
        method: 'card',
        idempotency_key: `two-processes-${Date.now()}`,
      });
      const hosted = await fetch(new URL(new URL(topUp.redirect_url as string).pathname, b.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=approve',
        redirect: 'manual',
      });
      expect(hosted.status).toBe(303);

      // Cart on B, checkout from the balance on A.
      await customer.call(b, 'POST', `/cart/add/domain/${name}`, {});
      await customer.call(a, 'POST', '/pay/settings', { type: 'register', method: 'balance' });
      await customer.call(b, 'POST', '/pay/save/contact', {
        type: 'register',
        contact: {
          name: 'Two Processes',
          org: '',
          street: ['Hauptstraße 1'],
          city: 'Köln',
          state: '',
          postal_code: '50667',
          country: 'DE',
          phone: '+49.2211234567',
          email: login,
        },
      });
      const init = await customer.call(a, 'GET', '/pay/init/register');
      const paid = await customer.call(a, 'POST', '/pay/commit', {
        type: 'register',
        idempotency_key: `two-processes-commit-${Date.now()}`,
        fingerprint: (init.quote as { fingerprint: string }).fingerprint,
        terms: true,
        withdrawal_consent: true,
      });
      expect(paid.status).toBe('paid');
      const itemId = (paid.order as { items: { id: number }[] }).items[0].id;

      // The registration job is claimed by one of the two processes: its worker id starts with that process's pid.
      const database = new pg.Client({ connectionString: databaseUrl });
      await database.connect();
      try {
        const worker = await until('the registration job running', 30_000, async () => {
          const { rows } = await database.query<{ status: string; locked_by: string | null }>(
            'select status, locked_by from jobs where unique_key = $1',
            [`register-domain:${itemId}`],
          );
          return rows[0]?.status === 'running' && rows[0].locked_by ? rows[0].locked_by : undefined;
        });
        const pid = Number(worker.split('-')[0]);
        expect([a.child.pid, b.child.pid]).toContain(pid);
        const order = await until('the completed order', 60_000, async () => {
          const result = await customer.call(b, 'GET', `/pay/status/${paid.payment_id as number}`);
          const status = (result.order as { status: string }).status;
          return status === 'completed' ? status : undefined;
        });
        expect(order).toBe('completed');
        // The order completes inside the job; the job row is finished right after.
        const job = await until('the job finished', 10_000, async () => {
          const { rows } = await database.query<{ status: string; attempts: number }>(
            'select status, attempts from jobs where unique_key = $1',
            [`register-domain:${itemId}`],
          );
          return rows[0]?.status === 'running' ? undefined : rows[0];
        });
        // Claimed once: neither process ran it a second time.
        expect(job).toMatchObject({ status: 'done', attempts: 1 });
        console.info(`registration job run by process ${pid === a.child.pid ? 'A' : 'B'} (worker ${worker})`);
      } finally {
        await database.end();
      }
      expect((await customer.call(a, 'GET', '/domain/list?page=1&per_page=20')).total).toBe(1);

      // RDAP allows RDAP_PER_MINUTE lookups a minute per address, counted over both processes:
      // alternating, the next one after the limit is refused by whichever process gets it.
      const statuses: number[] = [];
      for (let lookup = 0; lookup <= RDAP_PER_MINUTE; lookup++) {
        const response = await fetch(`${(lookup % 2 === 0 ? a : b).url}/rdap/domain/${name}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      expect(statuses.slice(0, RDAP_PER_MINUTE).every((status) => status === 200)).toBe(true);
      expect(statuses[RDAP_PER_MINUTE]).toBe(429);

      // Logout on A while B has the session in its cache: B refuses it within the cache's time.
      expect((await customer.request(b, 'GET', '/user/orders')).status).toBe(200);
      const stale = { cookie: customer.cookie, csrfToken: customer.csrfToken, sessionId: customer.sessionId };
      await customer.call(a, 'POST', '/user/logout', {});
      const loggedOutAt = Date.now();
      const previous = Object.assign(new Customer(), stale);
      const refusedAfter = await until('B refusing the ended session', SESSION_CACHE_MS * 3, async () => {
        const answer = await previous.request(b, 'GET', '/user/orders');
        return answer.status === 401 ? Date.now() - loggedOutAt : undefined;
      });
      console.info(`B refused the session ended on A after ${refusedAfter} ms`);
      expect(refusedAfter).toBeLessThanOrEqual(SESSION_CACHE_MS + MEASURE_SLACK_MS);
      // A refuses it at once.
      expect((await Object.assign(new Customer(), stale).request(a, 'GET', '/user/orders')).status).toBe(401);
    }, 240_000);
  },
);
