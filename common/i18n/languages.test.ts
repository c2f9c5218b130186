import { describe, expect, it } from 'vitest';
import { languageFromBrowser, SERVER_DEFAULT_LANGUAGE, WEB_DEFAULT_LANGUAGE } from './languages';

describe('languageFromBrowser', () => {
  it('picks German for a German first preference and English for any other', () => {
    expect(languageFromBrowser('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageFromBrowser(['de-AT', 'en'])).toBe('de');
    expect(languageFromBrowser('fr-FR,de;q=0.9', 'de')).toBe('en');
    expect(languageFromBrowser(['en-GB'], 'de')).toBe('en');
  });

  it('falls back to the given default when the browser states no language: de on the server, en in the front end (spec §3)', () => {
    expect(SERVER_DEFAULT_LANGUAGE).toBe('de');
    expect(WEB_DEFAULT_LANGUAGE).toBe('en');
    expect(languageFromBrowser(undefined, SERVER_DEFAULT_LANGUAGE)).toBe('de');
    expect(languageFromBrowser('', SERVER_DEFAULT_LANGUAGE)).toBe('de');
    expect(languageFromBrowser('*', SERVER_DEFAULT_LANGUAGE)).toBe('de');
    expect(languageFromBrowser(undefined)).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });
});
