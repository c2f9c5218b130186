import { createRequire } from 'node:module';

// jsdom ships without type declarations here; only its XML parsing is used.
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (text: string, options: { contentType: string }) => { window: { document: Document } } };

/** Parses a document as strict XML (jsdom throws on anything not well-formed). */
export function parseXml(text: string): Document {
  return new JSDOM(text, { contentType: 'application/xml' }).window.document;
}
