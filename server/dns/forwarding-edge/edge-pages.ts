import { createHash } from 'node:crypto';
import { escapeHtml } from '../../modules/mail/mail-templates';

/**
 * The HTML the forwarding edge serves: the frame page of a URL record with frame forwarding and
 * the shop's parking page. Every text that comes from a customer passes escapeHtml; the pages
 * carry no script, and their Content-Security-Policy allows none.
 */

export interface EdgePage {
  html: string;
  contentSecurityPolicy: string;
}

/** The shop's look (web/app/theme.ts): the brand blue, the system font, calm grey text. */
const PARKING_STYLE = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;color:#1a1b1e;background:#f8f9fa;line-height:1.5}',
  'header{background:#1f5aa8;padding:12px 24px;font-weight:650}',
  'header a{color:#fff;text-decoration:none}',
  'main{max-width:40rem;margin:12vh auto 0;padding:0 24px}',
  'h1{font-size:2rem;font-weight:650;margin:0 0 8px;overflow-wrap:anywhere}',
  'p{margin:0 0 16px;color:#495057}',
  'a{color:#1f5aa8;text-decoration:underline}',
  'a.action{display:inline-block;margin-top:8px;background:#1f5aa8;color:#fff;padding:10px 18px;border-radius:8px;font-weight:600}',
  'a:focus-visible{outline:3px solid #f78a2b;outline-offset:2px}',
].join('');

const FRAME_STYLE = 'html,body{margin:0;height:100%;overflow:hidden}iframe{display:block;border:0;width:100%;height:100%}';

/** Inline styles are allowed by their hash only, so nothing injected could add one. */
function styleHash(style: string): string {
  return `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
}

const PARKING_POLICY = [
  "default-src 'none'",
  `style-src ${styleHash(PARKING_STYLE)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const FRAME_POLICY = [
  "default-src 'none'",
  `style-src ${styleHash(FRAME_STYLE)}`,
  'frame-src http: https:',
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PARKING_TEXT = {
  en: {
    title: (domain: string, shopName: string) => `${domain} – registered at ${shopName}`,
    heading: (domain: string) => domain,
    registered: (shopName: string) => `This domain is registered at ${shopName}.`,
    parked: 'Its owner has not set up a website for it yet.',
    search: 'Find your own domain',
  },
  de: {
    title: (domain: string, shopName: string) => `${domain} – registriert bei ${shopName}`,
    heading: (domain: string) => domain,
    registered: (shopName: string) => `Diese Domain ist bei ${shopName} registriert.`,
    parked: 'Ihr Inhaber hat noch keine Website dafür eingerichtet.',
    search: 'Eigene Domain finden',
  },
} as const;

/** The parking page of a name, naming the shop (SHOP_NAME) and linking to its domain search with the name's first label. */
export function parkingPage(target: { domainUtf8: string; language: 'en' | 'de' }, shopUrl: string, shopName: string): EdgePage {
  const text = PARKING_TEXT[target.language];
  const label = target.domainUtf8.split('.')[0] ?? '';
  const searchUrl = `${shopUrl}/domain/search${label ? `/${encodeURIComponent(label)}` : ''}`;
  const html = [
    '<!doctype html>',
    `<html lang="${target.language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(text.title(target.domainUtf8, shopName))}</title>`,
    `<style>${PARKING_STYLE}</style>`,
    '</head>',
    '<body>',
    `<header><a href="${escapeHtml(`${shopUrl}/`)}">${escapeHtml(shopName)}</a></header>`,
    '<main>',
    `<h1>${escapeHtml(text.heading(target.domainUtf8))}</h1>`,
    `<p>${escapeHtml(text.registered(shopName))} ${escapeHtml(text.parked)}</p>`,
    `<p><a class="action" href="${escapeHtml(searchUrl)}">${escapeHtml(text.search)}</a></p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return { html, contentSecurityPolicy: PARKING_POLICY };
}

/**
 * The frame page of a URL record: the destination in a full-window frame under the record's title
 * and meta tags. `language` is the visitor's (as for the parking page): the record's texts carry no
 * language of their own, and a page without one leaves screen readers guessing. The frame is not
 * sandboxed, since the forwarded site must work as if opened directly; it is told only the
 * forwarded name's origin as referrer, never the path the visitor asked for.
 */
export function framePage(
  target: { title: string; metaDescription: string; metaKeywords: string; noframes: string },
  destination: URL,
  language: 'en' | 'de',
): EdgePage {
  const title = target.title.trim() || destination.hostname;
  const html = [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    target.metaDescription ? `<meta name="description" content="${escapeHtml(target.metaDescription)}">` : '',
    target.metaKeywords ? `<meta name="keywords" content="${escapeHtml(target.metaKeywords)}">` : '',
    `<style>${FRAME_STYLE}</style>`,
    '</head>',
    '<body>',
    `<iframe src="${escapeHtml(destination.href)}" title="${escapeHtml(title)}" referrerpolicy="strict-origin"></iframe>`,
    `<noframes>${escapeHtml(target.noframes)} <a href="${escapeHtml(destination.href)}">${escapeHtml(destination.href)}</a></noframes>`,
    '</body>',
    '</html>',
  ]
    .filter(Boolean)
    .join('\n');
  return { html, contentSecurityPolicy: FRAME_POLICY };
}
