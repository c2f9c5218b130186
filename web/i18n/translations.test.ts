import { describe, expect, it } from 'vitest';
import { CMS_PAGE_IDS, IMPRINT_SECTIONS, paths, ROUTE_NAMES } from '@web/app/paths';
import { domainMenu, aboutUsMenu, myAccountMenu, resellerMenu } from '@web/features/layout/menu-items';
import en from './en.json';
import de from './de.json';

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

const english = flatten(en as Tree);
const german = flatten(de as Tree);

/** A key as i18next resolves it, including the plural forms. */
function has(texts: Map<string, string>, key: string): boolean {
  return texts.has(key) || texts.has(`${key}_other`);
}

describe('translations', () => {
  it('have the same keys in English and German', () => {
    expect([...german.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !german.has(key))).toEqual([]);
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
    const permitted = { account: false, properties: { user_account_permission: 1 as const, premium_support: 0 as const, live_chat: 0 as const } };
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
