import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tldDowntimesSchema } from '@common/api/maintenance.contract';
import { fixedClock } from '../../lib/clock';
import { clearContent, daysFrom, HOUR, insertMaintenance } from '../../test/content-factories';
import { createTestApp, get, startSession, type TestApp } from '../../test/test-app';

const NOW = '2030-09-01T08:00:00.000Z';

let testApp: TestApp;
const app = () => testApp.app;
const ids: Record<string, number> = {};

beforeAll(async () => {
  testApp = await createTestApp({ clock: fixedClock(NOW) });
  await clearContent(app(), ['maintenance']);
  ids.running = (await insertMaintenance(app(), { startsAt: new Date(Date.parse(NOW) - HOUR), durationHours: 3, tlds: ['uk'] })).id;
  ids.over = (await insertMaintenance(app(), { startsAt: new Date(Date.parse(NOW) - 5 * HOUR), durationHours: 2, tlds: ['fr'] })).id;
  ids.soon = (await insertMaintenance(app(), { startsAt: daysFrom(NOW, 2), durationHours: 2, tlds: ['de'] })).id;
  ids.later = (await insertMaintenance(app(), { startsAt: daysFrom(NOW, 13), durationHours: 4, tlds: ['app', 'dev', 'xn--p1ai'] })).id;
  ids.far = (await insertMaintenance(app(), { startsAt: daysFrom(NOW, 20), durationHours: 6, tlds: ['eu'] })).id;
});
afterAll(async () => {
  await testApp.close();
});

const downtimes = async (query: Record<string, string> = {}) => {
  const response = await get(app(), await startSession(app()), '/api/v1/config/tld-downtimes', query);
  expect(response.statusCode).toBe(200);
  return tldDowntimesSchema.parse(response.json().result);
};

describe('GET /config/tld-downtimes', () => {
  it('lists the windows running now or starting within 14 days, keyed by id', async () => {
    const result = await downtimes();
    expect(Object.keys(result).sort()).toEqual([ids.running, ids.soon, ids.later].map(String).sort());
    expect(result[ids.running]).toEqual({ maintenance: '2030-09-01T07:00:00.000Z', duration: 3, tlds: 'uk', tlds_utf8: 'uk' });
    expect(result[ids.later]).toEqual({
      maintenance: '2030-09-14T08:00:00.000Z',
      duration: 4,
      tlds: 'app,dev,xn--p1ai',
      tlds_utf8: 'app,dev,рф',
    });
  });

  it('looks as far ahead as asked', async () => {
    expect(Object.keys(await downtimes({ days: '30' }))).toHaveLength(4);
    expect(Object.keys(await downtimes({ days: '1' })).sort()).toEqual([String(ids.running)]);
  });

  it.each(['0', '61', '100', 'two', '1.5'])('refuses days=%s', async (days) => {
    const response = await get(app(), await startSession(app()), '/api/v1/config/tld-downtimes', { days });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 1005, field: 'days' });
  });
});
