import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is shown as text (html: false); links are checked by markdown-it
// (no javascript:, vbscript:, file: or data: other than images). The HTML is then sanitised again
// with an allow-list, so that neither a parser bug nor a later option change can let a script,
// a style or an event handler through (docs/decisions/046-content-pages.md).
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** Headings in a page start at h2: the page title is its h1. */
function demoteHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-5])>/g, (_match, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 4)}>`);
}

/** Markdown to HTML that is safe to insert into the page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(demoteHeadings(markdown.render(source)), {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['align'], td: ['align'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Links to other sites open as usual but do not hand over the opener or the referrer's page.
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href);
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
      },
    },
  });
}

/** Text as Markdown that shows it literally (for values put into a page, such as the operator's address). */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (character) => `\\${character}`);
}
