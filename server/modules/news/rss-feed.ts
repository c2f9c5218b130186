/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification) written by hand: the feed is small and
 * fixed, and no XML library is a dependency of the server. Every text goes through `escapeXml`.
 */

// Characters XML 1.0 does not allow at all: C0 controls other than tab, LF and CR, lone
// surrogates, U+FFFE and U+FFFF. They cannot be escaped, only left out.
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data or attribute value: the five special characters as entities, characters XML forbids removed. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

export interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: Date;
  /** Plain text. */
  description: string;
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  /** RSS language code, e.g. "en" or "de". */
  language: string;
  /** The feed's own address (atom:link rel="self"). */
  selfUrl: string;
  lastBuildDate: Date;
  items: RssItem[];
}

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/**
 * The feed document. Titles are plain text (RSS Best Practices Profile); a description is read
 * as HTML by feed readers, so its plain text is escaped for HTML first and then for XML, and a
 * reader shows "<b>" as those three characters.
 */
export function renderRss(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.guid)}</guid>`,
      element('pubDate', item.pubDate.toUTCString()),
      element('description', escapeXml(item.description)),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', channel.lastBuildDate.toUTCString()),
    `<atom:link href="${escapeXml(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
