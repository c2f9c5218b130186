import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { jobs, orderItems } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import { createTestDatabase } from '../../test/test-database';
import { startTestMailbox, type TestMailbox } from '../../test/test-mailbox';
import { get, type TestSession } from '../../test/test-app';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../payment/payment-test-helpers';
import { TEST_REGISTRANT } from '../../test/registry-fixtures';
import { createJobRepository } from '../jobs/jobs.repository';
import { JOB_LEASE_MS } from '../jobs/job-worker';

/**
 * The server stops between payment and registration: the job recorded with the payment is done by
 * the next server on the same database. Each round stops at another point of the job's life.
 */
let database: Database;
let mailbox: TestMailbox;
const clock = fixedClock(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  mailbox = await startTestMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await database.close();
});

async function startServer(startJobs: boolean): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://shop.example.test/',
  });
  const app = await buildApp({ config, database, clock, logger: false, startJobs });
  await app.ready();
  return app;
}

async function waitForOrder(
  app: FastifyInstance,
  session: TestSession,
  paymentId: number,
  status: string,
): Promise<Record<string, unknown>> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const result = (await get(app, session, `/api/v1/pay/status/${paymentId}`)).json().result;
    if (result.order.status === status) return result.order;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`order of payment ${paymentId} never became ${status}`);
}

describe('a server stopped between payment and registration', () => {
  it('registers the name after the restart (20 rounds: before the job ran, while it ran, after the registry created it)', async () => {
    const first = await startServer(false);
    const session = await newCustomer(first);
    await fundAccount(first, session, 400_000);
    await first.close();

    for (let round = 0; round < 20; round += 1) {
      const before = await startServer(false);
      const name = `after-restart-${round}.com`;
      const init = await prepareCheckout(before, session, [name], 'balance');
      const paid = (await commit(before, session, init.quote.fingerprint)).json().result;
      expect(paid.order.status).toBe('paid');
      const [item] = await database.db.select().from(orderItems).where(eq(orderItems.orderId, paid.order.id));
      const stage = round % 3;
      if (stage >= 1) {
        // The worker had claimed the job (its lease runs 20 s) when the server stopped …
        const claimed = await createJobRepository(database.db).claim(
          clock.now(),
          new Date(clock.now().getTime() + JOB_LEASE_MS),
          100,
          'stopped-server',
        );
        expect(claimed.map((job) => job.uniqueKey)).toContain(`register-domain:${item.id}`);
      }
      if (stage === 2) {
        // … and the registry had even created the name, but the server did not record it.
        await before.services.registry.create({
          name,
          periodYears: 1,
          registrant: TEST_REGISTRANT,
          nameservers: [],
          authInfo: item.authInfo!,
          idnLanguage: undefined,
        });
      }
      await before.close();
      expect((await database.db.select().from(orderItems).where(eq(orderItems.id, item.id)))[0].status).toBe('pending');

      if (stage >= 1) clock.advance(JOB_LEASE_MS + 1000);
      const after = await startServer(true);
      const order = await waitForOrder(after, session, paid.payment_id, 'completed');
      expect((order.items as { status: string; expires_at: string | null }[])[0]).toMatchObject({
        status: 'completed',
        expires_at: expect.any(String),
      });
      const info = await after.services.registry.info(name);
      expect(info?.sponsoredByUs).toBe(true);
      // Closing waits for the worker's running jobs: the job has been marked by then.
      await after.close();
      const [job] = await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.uniqueKey, `register-domain:${item.id}`));
      expect(job.status).toBe('done');
    }
    // Twenty server starts: on a busy two-core machine they take longer than one test's default.
  }, 120_000);
});
