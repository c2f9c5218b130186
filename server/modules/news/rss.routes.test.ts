import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock';
import { clearContent, daysFrom, insertNews } from '../../test/content-factories';
import { parseXml } from '../../test/parse-xml';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = '2030-05-20T12:00:00.000Z';

let testApp: TestApp;
const app = () => testApp.app;
let trickyId = 0;

beforeAll(async () => {
  testApp = await createTestApp({ clock: fixedClock(NOW), env: { PUBLIC_URL: 'https://shop.example/' } });
  await clearContent(app(), ['news']);
  for (let day = 2; day <= 26; day++) {
    await insertNews(app(), {
      publishedAt: daysFrom(NOW, -day),
      titleEn: `News ${day}`,
      titleDe: `Neuigkeit ${day}`,
      textEn: `Text ${day}`,
      textDe: `Text ${day} auf Deutsch`,
    });
  }
  trickyId = (
    await insertNews(app(), {
      publishedAt: daysFrom(NOW, -1),
      titleEn: '<b>&"',
      titleDe: 'Ä <b>&"',
      textEn: 'Fish & chips <i>now</i>',
      textDe: 'Fisch & Pommes',
    })
  ).id;
  await insertNews(app(), { publishedAt: daysFrom(NOW, -0.5), titleEn: 'For customers only', loginOnly: true });
  await insertNews(app(), { publishedAt: daysFrom(NOW, 1), titleEn: 'Not yet published' });
});
afterAll(async () => {
  await testApp.close();
});

const items = (document: Document) => [...document.getElementsByTagName('item')];
const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent;

describe('GET /rss', () => {
  it('is an RSS 2.0 feed of the 20 newest public news in English', async () => {
    const response = await app().inject({ method: 'GET', url: '/rss' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const document = parseXml(response.body);
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channel = document.getElementsByTagName('channel')[0];
    expect(text(channel, 'title')).toBe('Domain Shop – News');
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'link')).toBe('https://shop.example/news');
    const list = items(document);
    expect(list).toHaveLength(20);
    expect(list.map((item) => text(item, 'title'))).not.toContain('For customers only');
    expect(list.map((item) => text(item, 'title'))).not.toContain('Not yet published');
    expect(text(list[1], 'title')).toBe('News 2');
    expect(text(list[19], 'title')).toBe('News 20');
  });

  it('escapes the texts of the news', async () => {
    const response = await app().inject({ method: 'GET', url: '/rss' });
    expect(response.body).not.toContain('<b>');
    const first = items(parseXml(response.body))[0];
    expect(text(first, 'title')).toBe('<b>&"');
    expect(text(first, 'description')).toBe('Fish &amp; chips &lt;i&gt;now&lt;/i&gt;');
    expect(text(first, 'link')).toBe(`https://shop.example/news/${trickyId}`);
    expect(text(first, 'pubDate')).toBe('Sun, 19 May 2030 12:00:00 GMT');
  });

  it('speaks German with lang=de and refuses an unknown language', async () => {
    const german = await app().inject({ method: 'GET', url: '/rss?lang=de' });
    const document = parseXml(german.body);
    expect(text(document.getElementsByTagName('channel')[0], 'language')).toBe('de');
    expect(text(items(document)[0], 'title')).toBe('Ä <b>&"');
    expect((await app().inject({ method: 'GET', url: '/rss?lang=fr' })).statusCode).toBe(400);
  });

  it('is no longer a redirect to the news page', async () => {
    const response = await app().inject({ method: 'GET', url: '/rss' });
    expect(response.headers.location).toBeUndefined();
  });
});
