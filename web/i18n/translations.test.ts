import { describe, expect, it } from 'vitest';
import { CMS_PAGE_IDS, IMPRINT_SECTIONS, paths, ROUTE_NAMES } from '@web/app/paths';
import { domainMenu, aboutUsMenu, myAccountMenu, resellerMenu } from '@web/features/layout/menu-items';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

/**
 * Every text bundle: the shared ones beside this file and the ones lazily loaded screens bring
 * (web/i18n/lazy-texts.ts), named `en.json`/`de.json` or `<name>.en.json`/`<name>.de.json` in an
 * `i18n` folder.
 */
const bundles = Object.entries(import.meta.glob<Tree>('../**/i18n/*.json', { eager: true, import: 'default' })).map(([file, tree]) => ({
  file,
  language: file.endsWith('de.json') ? 'de' : 'en',
  pair: file.replace(/(^|[./])(en|de)\.json$/, '$1'),
  texts: flatten(tree),
}));

function union(language: string): Map<string, string> {
  return new Map(bundles.filter((bundle) => bundle.language === language).flatMap((bundle) => [...bundle.texts]));
}

const english = union('en');
const german = union('de');

/** A key as i18next resolves it, including the plural forms. */
function has(texts: Map<string, string>, key: string): boolean {
  return texts.has(key) || texts.has(`${key}_other`);
}

describe('translations', () => {
  it('have the same keys in English and German, bundle by bundle', () => {
    expect(bundles.length).toBeGreaterThan(2);
    for (const bundle of bundles.filter((candidate) => candidate.language === 'en')) {
      const twin = bundles.find((candidate) => candidate.language === 'de' && candidate.pair === bundle.pair);
      expect(twin, bundle.file).toBeDefined();
      expect(
        [...twin!.texts.keys()].filter((key) => !bundle.texts.has(key)),
        twin!.file,
      ).toEqual([]);
      expect(
        [...bundle.texts.keys()].filter((key) => !twin!.texts.has(key)),
        bundle.file,
      ).toEqual([]);
    }
  });

  it('keep the placeholders of the English text in German', () => {
    const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('keep each key in one bundle only', () => {
    const owners = new Map<string, string>();
    for (const bundle of bundles.filter((candidate) => candidate.language === 'en')) {
      for (const key of bundle.texts.keys()) {
        expect(owners.get(key), `${key} in ${bundle.file}`).toBeUndefined();
        owners.set(key, bundle.file);
      }
    }
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...english, ...german]) expect(text.trim(), key).not.toBe('');
  });

  it('name every page and say what it is for', () => {
    for (const name of ROUTE_NAMES) {
      const titleKey = paths[name].titleKey;
      expect(has(english, titleKey), titleKey).toBe(true);
      expect(has(english, titleKey.replace(/\.title$/, '.description')), name).toBe(true);
    }
  });

  it('name every content page and imprint section', () => {
    for (const id of CMS_PAGE_IDS) {
      expect(has(english, `cms.${id}.title`), id).toBe(true);
      expect(has(english, `cms.${id}.description`), id).toBe(true);
    }
    for (const section of IMPRINT_SECTIONS) expect(has(english, `imprint.${section}.text`), section).toBe(true);
  });

  it('label every menu entry', () => {
    const permitted = {
      account: false,
      properties: { user_account_permission: 1 as const, premium_support: 0 as const, live_chat: 0 as const },
    };
    const menus = [
      domainMenu(true),
      domainMenu(false),
      aboutUsMenu(true),
      resellerMenu(null),
      resellerMenu({ status: 'reseller' }),
      myAccountMenu(permitted),
      myAccountMenu({ ...permitted, account: true }),
    ];
    for (const menu of menus) {
      expect(has(english, menu.labelKey), menu.labelKey).toBe(true);
      for (const section of menu.sections) {
        if (section.labelKey) expect(has(english, section.labelKey), section.labelKey).toBe(true);
        for (const entry of section.links) {
          expect(has(english, entry.labelKey), entry.labelKey).toBe(true);
          if (entry.badgeKey) expect(has(english, entry.badgeKey), entry.badgeKey).toBe(true);
        }
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((match) => match[1] ?? match[2]).sort();
    for (const [key, text] of english) expect(placeholders(german.get(key) ?? ''), key).toEqual(placeholders(text));
  });
});
