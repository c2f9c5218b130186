import { PGlite } from '@electric-sql/pglite';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { customerDomains, jobs, ledgerEntries, orderItems, registryDomains } from '../../db/schema/index';
import type { TestSession } from '../../test/test-app';
import { runAsAdmin } from '../../test/global-setup';
import { createFromTemplate } from '../../test/test-database';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';

/**
 * The shop is killed (SIGKILL) in the middle of a registration, right after the registry created
 * the name and before the shop recorded it, and started again on the same database: the restarted
 * shop finishes the order within 30 s (the job's short lease runs out; decision 016), and the name
 * is registered once, owned once and paid once. Real processes (`node --import tsx server/main.ts`)
 * on a PGlite data folder, or on PostgreSQL when DATABASE_URL is set.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRET_KEY = 'kill-restart-test-secret-key-0123456789';
const RESTART_BOUND_MS = 30_000;

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

let folder: string;
let target: Target;
const children = new Set<ChildProcess>();

/** A database the test and the shop's processes take turns on: a PGlite folder from the test template, or a new PostgreSQL database. */
async function prepareTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = path.join(folder, 'pglite');
    const client = new PGlite({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await client.waitReady;
    await client.close();
    return { env: { PGLITE_DATA_DIR: dataDir }, open: () => openDatabase({ kind: 'pglite', dataDir }), dispose: async () => {} };
  }
  const name = `shop_kill_${process.pid}_${Date.now()}`;
  await createFromTemplate(url, name, inject('postgresTemplate'));
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const open = () => openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 3 });
  return {
    env: { DATABASE_URL: testUrl.toString() },
    open,
    async dispose() {
      await runAsAdmin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'shop-kill-'));
  target = await prepareTarget();
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await target?.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const baseEnv = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
  MAIL_DIR: path.join(folder, 'mail'),
  SECRET_KEY,
  // Nothing listens here: no VAT ID check leaves the machine.
  VIES_URL: 'http://127.0.0.1:9/check-vat-number',
  // No mail servers: a shop killed outright would leave them running in the project's data folder.
  MAIL_SERVERS: 'off',
});

interface Shop {
  child: ChildProcess;
  url: string;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts the shop as its own process (as `npm start` does, without building) and waits for its address. */
async function startShop(extraEnv: Record<string, string> = {}): Promise<Shop> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    ...baseEnv(),
    HOST: '127.0.0.1',
    PORT: '0',
    WHOIS_PORT: 'off',
    SEED_DEMO_DATA: 'false',
    ...target.env,
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => (children.delete(child), resolve(code))));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /The shop is running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (found) resolve(found[1]);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then((code) => reject(new Error(`the shop stopped (${code}) before it listened:\n${output}`)));
  });
  return { child, url, output: () => output, exited };
}

/** GET as the web app sends it, against a running shop process. */
async function getJson(
  shop: Shop,
  session: TestSession,
  url: string,
): Promise<{ status: number; body: { success: boolean; result: Record<string, unknown> } }> {
  const query = new URLSearchParams({ csrf_token: session.csrfToken, session_id: session.sessionId });
  const response = await fetch(`${shop.url}${url}?${query}`, { headers: { cookie: session.cookie } });
  return { status: response.status, body: (await response.json()) as { success: boolean; result: Record<string, unknown> } };
}

async function orderStatus(shop: Shop, session: TestSession, paymentId: number): Promise<string> {
  const answer = await getJson(shop, session, `/api/v1/pay/status/${paymentId}`);
  expect(answer.status).toBe(200);
  return (answer.body.result.order as { status: string }).status;
}

/** Polls until `check` answers true; fails with the shop's output after `timeoutMs`. */
async function until(shop: Shop, what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms; the shop said:\n${shop.output()}`);
}

describe('a shop killed mid-registration', () => {
  it('finishes the order within 30 s of its restart, with the name registered, owned and paid once', async () => {
    // A customer pays for a name; the job is recorded with the payment, the worker is off.
    const name = `killed-mid-registration-${Date.now()}.com`;
    let session: TestSession;
    let paymentId: number;
    let itemId: number;
    {
      const database = await target.open();
      const config = loadConfig({ ...baseEnv(), LOG_LEVEL: 'silent', PUBLIC_URL: 'https://shop.example.test/' });
      const app = await buildApp({ config, database, logger: false, startJobs: false });
      await app.ready();
      session = await newCustomer(app);
      await fundAccount(app, session, 100_000);
      const init = await prepareCheckout(app, session, [name], 'balance');
      const paid = (await commit(app, session, init.quote.fingerprint)).json().result;
      expect(paid.order.status).toBe('paid');
      paymentId = paid.payment_id;
      itemId = paid.order.items[0].id;
      await app.close();
      await database.close();
    }

    // The shop starts, takes the job at once and the registry creates the name, but its answer
    // is slow (SANDBOX_CREATE_DELAY_MS): the shop is killed before it records the create.
    const first = await startShop({ SANDBOX_CREATE_DELAY_MS: '600000' });
    await until(first, 'the registration under way', 60_000, async () => {
      if ((await orderStatus(first, session, paymentId)) !== 'provisioning') return false;
      return (await fetch(`${first.url}/rdap/domain/${name}`)).status === 200;
    });
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    // Measured from the moment the restarted shop listens: its start-up (which on a busy machine
    // runs the TypeScript loader for many seconds) overlaps the killed worker's lease anyway.
    const second = await startShop();
    const restartedAt = Date.now();
    let status = '';
    await until(
      second,
      'the completed order',
      RESTART_BOUND_MS + 15_000,
      async () => (status = await orderStatus(second, session, paymentId)) === 'completed',
    );
    const tookMs = Date.now() - restartedAt;
    expect(status).toBe('completed');
    expect(tookMs, 'ms from the restart to the completed order').toBeLessThan(RESTART_BOUND_MS);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // After both processes: one registration at the registry (the killed shop's, with the item's
    // auth code), one owner row, one payment from the balance and no refund.
    const database = await target.open();
    try {
      const [item] = await database.db.select().from(orderItems).where(eq(orderItems.id, itemId));
      const atRegistry = await database.db.select().from(registryDomains).where(eq(registryDomains.name, name));
      expect(atRegistry).toHaveLength(1);
      expect(atRegistry[0]).toMatchObject({ registrarId: 'shop', authInfo: item.authInfo });
      expect(item).toMatchObject({ status: 'completed', expiresAt: atRegistry[0].expiresAt });
      const owned = await database.db.select().from(customerDomains).where(eq(customerDomains.name, name));
      expect(owned).toHaveLength(1);
      expect(owned[0].orderItemId).toBe(itemId);
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `register-domain:${itemId}`));
      expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
      const userId = owned[0].userId;
      const payments = await database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'payment')));
      expect(payments).toHaveLength(1);
      expect(
        await database.db
          .select()
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'refund'))),
      ).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
