import { describe, expect, it } from 'vitest';
import { parseXml } from '../../test/parse-xml';
import { escapeXml, renderRss } from './rss-feed';

describe('escapeXml', () => {
  it('escapes the five characters special in XML', () => {
    expect(escapeXml(`<b>&"'`)).toBe('&lt;b&gt;&amp;&quot;&apos;');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text, umlauts, scripts and emoji alone', () => {
    expect(escapeXml('Größe: 5 GB – .рф, 公司 🎉\n\tok')).toBe('Größe: 5 GB – .рф, 公司 🎉\n\tok');
  });

  it('drops the characters XML cannot carry at all', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf\uFFFF')).toBe('abcdef');
    expect(escapeXml('lone \uD800 high, lone \uDC00 low')).toBe('lone  high, lone  low');
  });
});

describe('renderRss', () => {
  const channel = {
    title: 'News & more',
    link: 'https://shop.test/news',
    description: 'All "news"',
    language: 'en',
    selfUrl: 'https://shop.test/rss?a=1&b=2',
    lastBuildDate: new Date('2030-01-02T03:04:05Z'),
    items: [
      {
        title: '<b>&"',
        link: 'https://shop.test/news/1',
        guid: 'https://shop.test/news/1',
        pubDate: new Date('2030-01-02T03:04:05Z'),
        description: 'Use <script>alert(1)</script> & more\u0007',
      },
    ],
  };

  it('writes a well-formed RSS 2.0 document whose texts read back unchanged', () => {
    const document = parseXml(renderRss(channel));
    expect(document.documentElement.tagName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const channelElement = document.getElementsByTagName('channel')[0];
    expect(channelElement.getElementsByTagName('title')[0].textContent).toBe('News & more');
    expect(document.getElementsByTagName('atom:link')[0].getAttribute('href')).toBe('https://shop.test/rss?a=1&b=2');
    const item = document.getElementsByTagName('item')[0];
    expect(item.getElementsByTagName('title')[0].textContent).toBe('<b>&"');
    expect(item.getElementsByTagName('pubDate')[0].textContent).toBe('Wed, 02 Jan 2030 03:04:05 GMT');
    expect(item.getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('true');
  });

  it('escapes descriptions for HTML as well, so that readers show the text and run no markup', () => {
    const item = parseXml(renderRss(channel)).getElementsByTagName('item')[0];
    expect(item.getElementsByTagName('description')[0].textContent).toBe('Use &lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
  });
});
