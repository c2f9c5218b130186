import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailAddresses, mailboxes, users } from '../../db/schema/index';
import { fixedClock } from '../../lib/clock';
import type { MailPublisher, MailSnapshot } from '../../mail-servers/mail-snapshot';
import { createTestDatabase } from '../../test/test-database';
import { createMailSync } from './mail-sync';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A publisher that takes `delayMs` per publish and fails while `failing` is set. */
function slowPublisher(delayMs: number) {
  const published: MailSnapshot[] = [];
  let running = 0;
  let overlapped = false;
  const state = { failing: false };
  const publisher: MailPublisher = {
    async publish(snapshot) {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      running -= 1;
      if (state.failing) throw new Error('mail servers not answering');
      published.push(snapshot);
    },
    usage: async () => null,
    status: () => ({ serving: true, reason: null }),
    removeMail: async () => {},
  };
  return { publisher, published, state, overlapped: () => overlapped };
}

describe('mail sync', () => {
  it('publishes one at a time; calls made during a run share the next, which sees their changes', async () => {
    const clock = fixedClock('2026-11-25T12:00:00Z');
    const slow = slowPublisher(100);
    const errors: object[] = [];
    const sync = createMailSync({ database, publisher: slow.publisher, clock, log: { error: (obj) => errors.push(obj) } });
    const [user] = await database.db
      .insert(users)
      .values({
        login: `sync-${Date.now()}@example.org`,
        passwordHash: 'x',
        createdAt: clock.now(),
        updatedAt: clock.now(),
      } as typeof users.$inferInsert)
      .returning();
    const first = sync.publish();
    // Made while the first publish runs: the next one must carry it.
    const [box] = await database.db
      .insert(mailboxes)
      .values({
        userId: user.id,
        domain: 'sync-test.example',
        level: 2,
        passwordHash: '$argon2id$v=19$m=19456,t=10,p=1$abc$def',
        expiresAt: new Date('2027-11-25T00:00:00Z'),
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning();
    await database.db
      .insert(mailAddresses)
      .values({ mailboxId: box.id, domain: 'sync-test.example', localPart: 'info', kind: 'mailbox', createdAt: clock.now() });
    const rest = [sync.publish(), sync.publish(), sync.publish()];
    await Promise.all([first, ...rest]);
    expect(slow.overlapped()).toBe(false);
    expect(slow.published).toHaveLength(2);
    expect(slow.published[1].mailboxes).toContainEqual({
      address: 'info@sync-test.example',
      passwordHashes: ['$argon2id$v=19$m=19456,t=10,p=1$abc$def'],
      quotaBytes: 50 * 1024 ** 3,
    });
    expect(errors).toEqual([]);
  });

  it('logs a failed publish without rejecting, and the next publish sends the whole picture again', async () => {
    const slow = slowPublisher(1);
    const errors: object[] = [];
    const sync = createMailSync({
      database,
      publisher: slow.publisher,
      clock: fixedClock('2026-11-25T12:00:00Z'),
      log: { error: (obj) => errors.push(obj) },
    });
    slow.state.failing = true;
    await expect(sync.publish()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(slow.published).toHaveLength(0);
    slow.state.failing = false;
    await sync.publish();
    expect(slow.published).toHaveLength(1);
    expect(slow.published[0].mailboxes.map((entry) => entry.address)).toContain('info@sync-test.example');
  });
});
