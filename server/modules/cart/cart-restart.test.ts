import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { get, post, startSession } from '../../test/test-app';
import { startTestMailbox } from '../../test/test-mailbox';

const folder = mkdtempSync(path.join(tmpdir(), 'cart-restart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The real application on a PGlite database kept in a folder, as a server runs. */
async function startServer(first: boolean) {
  const dataDir = path.join(folder, 'pglite');
  const client = first ? new PGlite(dataDir, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) }) : new PGlite(dataDir);
  const database = await openDatabase({ kind: 'pglite', client });
  const mailbox = await startTestMailbox();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: 'dist/no-web-build-in-api-tests',
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'https://shop.example.test/',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    async stop() {
      await app.close();
      await mailbox.close();
      await database.close();
    },
  };
}

describe('the cart across a server restart', () => {
  it("keeps the visitor's names, add-ons and coupon", async () => {
    const before = await startServer(true);
    const session = await startSession(before.app);
    const added = await post(before.app, session, '/api/v1/cart/add/domain/restart-kept.com');
    expect(added.statusCode).toBe(200);
    const id = Object.keys(added.json().result.items)[0];
    await post(before.app, session, `/api/v1/cart/update/${id}`, { period: 2, privacy_level: 1 });
    await post(before.app, session, `/api/v1/cart/add/${id}/mailbox`, { name: 'kept', level: 1 });
    await post(before.app, session, '/api/v1/cart/add/coupon/WELCOME10');
    const shown = (await get(before.app, session, '/api/v1/cart/list/all')).json().result.register;
    await before.stop();

    const after = await startServer(false);
    try {
      const again = (await get(after.app, session, '/api/v1/cart/list/all')).json().result.register;
      expect(again.count).toBe(1);
      expect(again.items).toEqual(shown.items);
      expect(again.total).toEqual(shown.total);
    } finally {
      await after.stop();
    }
  });
});
