import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsSchema } from '@common/api/config.contract';
import { fixedClock } from '../../lib/clock';
import { daysFrom, HOUR } from '../../test/content-factories';
import { createTestApp, get, startSession, type TestApp } from '../../test/test-app';

const NOW = '2030-03-10T10:00:00.000Z';
const clock = fixedClock(NOW);

let testApp: TestApp;
const app = () => testApp.app;

async function popupsOf(headers: Record<string, string> = {}) {
  const session = await startSession(app(), headers);
  const response = await get(app(), session, '/api/v1/config/app-settings');
  expect(response.statusCode).toBe(200);
  return appSettingsSchema.shape.popups.parse(response.json().result.popups);
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /config/app-settings popups', () => {
  it('carries no popups while the operator has set none', async () => {
    expect(await popupsOf()).toEqual([]);
  });

  it('carries only the popups active now, oldest first, in the session language', async () => {
    const popups = app().services.popups;
    const running = await popups.add({
      type: 'info',
      messageEn: 'Maintenance tonight.',
      messageDe: 'Heute Nacht Wartung.',
      startsAt: daysFrom(NOW, -1),
      endsAt: daysFrom(NOW, 1),
      author: 'test',
    });
    const open = await popups.add({
      type: 'error',
      messageEn: 'Payments by card fail.',
      messageDe: 'Kartenzahlungen schlagen fehl.',
      startsAt: daysFrom(NOW, -0.5),
      author: 'test',
    });
    await popups.add({ type: 'success', messageEn: 'Tomorrow', messageDe: 'Morgen', startsAt: daysFrom(NOW, 1), author: 'test' });
    await popups.add({
      type: 'success',
      messageEn: 'Yesterday',
      messageDe: 'Gestern',
      startsAt: daysFrom(NOW, -3),
      endsAt: daysFrom(NOW, -1),
      author: 'test',
    });

    expect(await popupsOf()).toEqual([
      { id: running.id, type: 'info', message: 'Maintenance tonight.' },
      { id: open.id, type: 'error', message: 'Payments by card fail.' },
    ]);
    expect((await popupsOf({ 'accept-language': 'de-DE' })).map((popup) => popup.message)).toEqual([
      'Heute Nacht Wartung.',
      'Kartenzahlungen schlagen fehl.',
    ]);
  });

  it('follows the clock: a popup shows from its start and goes at its end or when ended', async () => {
    const popups = app().services.popups;
    const later = await popups.add({
      type: 'success',
      messageEn: 'New prices from noon.',
      messageDe: 'Neue Preise ab Mittag.',
      startsAt: daysFrom(NOW, 0.25),
      endsAt: daysFrom(NOW, 0.5),
      author: 'test',
    });
    expect((await popupsOf()).map((popup) => popup.id)).not.toContain(later.id);
    clock.advance(6 * HOUR);
    expect((await popupsOf()).map((popup) => popup.id)).toContain(later.id);
    clock.advance(6 * HOUR);
    expect((await popupsOf()).map((popup) => popup.id)).not.toContain(later.id);

    const [first] = await popupsOf();
    expect(await popups.end(first.id)).toBe(true);
    expect((await popupsOf()).map((popup) => popup.id)).not.toContain(first.id);
    // Ending it again changes nothing.
    expect(await popups.end(first.id)).toBe(false);
    clock.set(NOW);
  });
});
