import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@common/time/durations';
import { jobs, orderItems, registryPollReceipts, registryTransactions } from '../db/schema/index';
import { fixedClock } from '../lib/clock';
import { commit, fundAccount, newCustomer, prepareCheckout } from '../modules/payment/payment-test-helpers';
import { createTestApp, type TestApp } from '../test/test-app';
import { REGISTRY_RECORDS_CLEANUP_JOB } from './registry-records-cleanup';

/**
 * The clean-up of the EPP records (decision 059) on the injected clock: transforms outside an
 * order go after 400 days, those of an order item stay with the order; poll receipts go 90 days
 * after their ack, unacknowledged ones stay. The job runs once a day and schedules the next day.
 */

const clock = fixedClock('2026-03-01T08:00:00Z');
let testApp: TestApp;
const db = () => testApp.app.services.database.db;
let orderItemId: number;

beforeAll(async () => {
  testApp = await createTestApp({ clock, registry: 'sandbox', startJobs: false });
  // A real order item, for the transforms kept with their order.
  const app = testApp.app;
  const session = await newCustomer(app, 'records-cleanup');
  await fundAccount(app, session, 50_000);
  const init = await prepareCheckout(app, session, [`records-cleanup-${Date.now().toString(36)}.com`], 'balance');
  const paid = await commit(app, session, init.quote.fingerprint);
  expect(paid.statusCode, paid.body).toBe(200);
  orderItemId = paid.json().result.order.items[0].id;
  await app.services.jobs.drain();
  expect((await db().select().from(orderItems).where(eq(orderItems.id, orderItemId))).length).toBe(1);
});
afterAll(async () => {
  await testApp?.close();
});

/** The clean-up's jobs in a state. */
const cleanups = async (status: string) =>
  (await db().select().from(jobs).where(eq(jobs.kind, REGISTRY_RECORDS_CLEANUP_JOB))).filter((row) => row.status === status).length;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY_MS);

function transaction(object: string, createdAt: Date, withItem: boolean) {
  return {
    registry: 'epp-test',
    command: 'renew',
    object,
    clTrid: `SHOPT-${object}`,
    svTrid: `SBX-${object}`,
    resultCode: 1000,
    orderItemId: withItem ? orderItemId : null,
    jobKind: withItem ? 'renew-domain' : 'lifecycle-sweep',
    createdAt,
  };
}

describe('the clean-up of registry records', () => {
  it('deletes what its retention no longer keeps, keeps the rest, and runs again the next day', async () => {
    await db()
      .insert(registryTransactions)
      .values([
        transaction('old-unordered.com', daysAgo(401), false),
        transaction('young-unordered.com', daysAgo(399), false),
        transaction('old-ordered.com', daysAgo(3_000), true),
      ]);
    await db()
      .insert(registryPollReceipts)
      .values([
        {
          registry: 'epp-test',
          messageId: 'acked-old',
          kind: 'transfer-approved',
          name: 'a.com',
          handledAt: daysAgo(100),
          ackedAt: daysAgo(91),
        },
        {
          registry: 'epp-test',
          messageId: 'acked-young',
          kind: 'transfer-approved',
          name: 'b.com',
          handledAt: daysAgo(89),
          ackedAt: daysAgo(89),
        },
        { registry: 'epp-test', messageId: 'never-acked', kind: 'other', name: null, handledAt: daysAgo(500), ackedAt: null },
      ]);

    // The app's own clean-up and worker: the job is wired into the shop's jobs.
    const cleanup = testApp.app.services.registryRecords;
    const worker = testApp.app.services.jobs;
    await cleanup.schedule();
    // Scheduled twice the same day: still one job.
    await cleanup.schedule();
    await worker.drain();
    expect(await cleanups('done')).toBe(1);

    const objects = (await db().select().from(registryTransactions)).map((row) => row.object);
    expect(objects).not.toContain('old-unordered.com');
    expect(objects).toEqual(expect.arrayContaining(['young-unordered.com', 'old-ordered.com']));
    const receipts = (await db().select().from(registryPollReceipts)).map((row) => row.messageId);
    expect(receipts).not.toContain('acked-old');
    expect(receipts).toEqual(expect.arrayContaining(['acked-young', 'never-acked']));

    // The next day's job waits for its day; two days on, the young records have aged past their limits.
    expect(await cleanups('pending')).toBe(1);
    await worker.drain();
    expect(await cleanups('done')).toBe(1);
    clock.advance(2 * DAY_MS);
    await worker.drain();
    expect(await cleanups('done')).toBe(2);
    expect(await cleanups('pending')).toBe(1);
    const left = (await db().select().from(registryTransactions)).map((row) => row.object);
    expect(left).not.toContain('young-unordered.com');
    expect(left).toContain('old-ordered.com');
    expect((await db().select().from(registryPollReceipts)).map((row) => row.messageId)).toEqual(['never-acked']);
  });
});
