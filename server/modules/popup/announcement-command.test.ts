import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { clearContent, daysFrom, insertNews } from '../../test/content-factories';
import { createTestApp, get, startSession, type TestApp } from '../../test/test-app';
import { runAnnouncementCommand } from './announcement-command';

const NOW = '2030-03-10T10:00:00.000Z';
const clock = fixedClock(NOW);

let testApp: TestApp;
const app = () => testApp.app;

/** Runs the command as the operator would, collecting what it prints. */
async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAnnouncementCommand(
    args,
    { popups: app().services.popups, news: app().services.news, now: () => clock.now(), user: 'ops' },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function appSettingsPopups() {
  return (await get(app(), await startSession(app()), '/api/v1/config/app-settings')).json().result.popups as Array<{
    id: number;
    type: string;
    message: string;
  }>;
}

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  await clearContent(app(), ['news', 'ads']);
});
afterAll(async () => {
  await testApp.close();
});

describe('announcement command: popups', () => {
  it('adds a popup that the app settings carry at once, lists it and ends it', async () => {
    const added = await run(
      'popup',
      'add',
      'info',
      '--en',
      'Maintenance tonight.',
      '--de',
      'Heute Nacht Wartung.',
      '--until',
      '2030-03-11T00:00:00Z',
    );
    expect(added.code).toBe(0);
    const id = Number(/#(\d+)/.exec(added.out)![1]);
    expect(added.out).toBe(`added popup #${id} (info), shown from 2030-03-10T10:00:00.000Z until 2030-03-11T00:00:00.000Z`);
    expect(await appSettingsPopups()).toEqual([{ id, type: 'info', message: 'Maintenance tonight.' }]);

    const listed = await run('popup', 'list');
    expect(listed.out).toContain(
      `#${id}  info     active     2030-03-10T10:00:00.000Z → 2030-03-11T00:00:00.000Z  en: Maintenance tonight. | de: Heute Nacht Wartung.`,
    );

    expect(await run('popup', 'end', String(id))).toMatchObject({ code: 0, out: `popup #${id} ended` });
    expect(await appSettingsPopups()).toEqual([]);
    expect((await run('popup', 'list')).out).toContain(`#${id}  info     ended`);
    expect(await run('popup', 'end', String(id))).toMatchObject({ code: 1, err: `no running or scheduled popup #${id}` });
    expect(await run('popup', 'delete', String(id))).toMatchObject({ code: 0, out: `popup #${id} deleted` });
    expect(await run('popup', 'delete', String(id))).toMatchObject({ code: 1, err: `no popup #${id}` });
  });

  it.each([
    [['popup', 'add', 'warning', '--en', 'a', '--de', 'b'], 'the type is one of info, success, error'],
    [['popup', 'add', 'error', '--en', 'Only English'], 'a popup needs its message in both languages: --en "…" --de "…"'],
    [['popup', 'add', 'error', '--en', '  ', '--de', 'Leer'], 'the English message must hold 1 to 500 characters'],
    [['popup', 'add', 'error', '--en', 'x'.repeat(501), '--de', 'y'], 'the English message must hold 1 to 500 characters'],
    [
      ['popup', 'add', 'error', '--en', 'a', '--de', 'b', '--until', 'tomorrow'],
      '--until is not an ISO 8601 date (such as 2026-12-01 or 2026-12-01T08:00:00Z)',
    ],
    [
      ['popup', 'add', 'error', '--en', 'a', '--de', 'b', '--from', '2030-03-12', '--until', '2030-03-11'],
      'the end must come after the start',
    ],
    [['popup', 'end', 'abc'], 'the id is a positive whole number'],
    [['popup', 'remove', '1'], 'usage: announcement-command.ts'],
  ])('refuses %j and saves nothing', async (args, message) => {
    const result = await run(...args);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(await appSettingsPopups()).toEqual([]);
  });

  it('schedules a popup ahead: it shows from its start', async () => {
    const added = await run(
      'popup',
      'add',
      'error',
      '--en',
      'Card payments fail.',
      '--de',
      'Kartenzahlungen schlagen fehl.',
      '--from',
      '2030-03-10T12:00:00Z',
    );
    const id = Number(/#(\d+)/.exec(added.out)![1]);
    expect((await run('popup', 'list')).out).toContain(`#${id}  error    scheduled`);
    expect(await appSettingsPopups()).toEqual([]);
    clock.advance(2 * 60 * 60_000);
    expect(await appSettingsPopups()).toEqual([{ id, type: 'error', message: 'Card payments fail.' }]);
    await run('popup', 'delete', String(id));
    clock.set(NOW);
  });
});

describe('announcement command: news in the system bar', () => {
  it('marks a news item for the system bar and unmarks it', async () => {
    const item = await insertNews(app(), { publishedAt: daysFrom(NOW, -1), titleEn: 'New mailboxes', titleDe: 'Neue Postfächer' });
    const customers = await insertNews(app(), { publishedAt: daysFrom(NOW, -1), titleEn: 'For customers', loginOnly: true });
    const bar = async () =>
      (await get(app(), await startSession(app()), '/api/v1/news/ads'))
        .json()
        .result.systembar.map((entry: { source: string; title: { en: string } }) => `${entry.source}:${entry.title.en}`);

    expect(await run('news', 'systembar', String(item.id), 'on', '--until', '2030-03-20')).toMatchObject({
      code: 0,
      out: `news #${item.id} is in the system bar until 2030-03-20T00:00:00.000Z`,
    });
    expect(await bar()).toEqual(['news:New mailboxes']);
    expect((await run('news', 'list')).out).toContain(
      `#${item.id}  2030-03-09T10:00:00.000Z  public     New mailboxes  [system bar until 2030-03-20T00:00:00.000Z]`,
    );

    const warned = await run('news', 'systembar', String(customers.id), 'on');
    expect(warned.err).toContain('the system bar shows public news only');
    expect(await bar()).toEqual(['news:New mailboxes']);

    expect(await run('news', 'systembar', String(item.id), 'off')).toMatchObject({
      code: 0,
      out: `news #${item.id} is no longer in the system bar`,
    });
    expect(await bar()).toEqual([]);

    expect(await run('news', 'systembar', String(item.id), 'on', '--until', '2030-03-01')).toMatchObject({
      code: 2,
      err: '--until must lie ahead',
    });
    expect(await run('news', 'systembar', '999999', 'on')).toMatchObject({ code: 1, err: 'no news item #999999' });
    expect(await run('news', 'systembar', String(item.id), 'maybe')).toMatchObject({ code: 2, err: 'say on or off' });
    expect(await bar()).toEqual([]);
  });
});
