import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import de from './i18n/de.json';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

const english = new Map(entries(en as Tree));
const german = new Map(entries(de as Tree));
const has = (key: string) => english.has(key) || english.has(`${key}_other`);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('profile texts', () => {
  it('have the same keys in English and German, all under the top-level key profile', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    expect(Object.keys(en)).toEqual(['profile']);
    expect(Object.keys(de)).toEqual(['profile']);
  });

  it('have no empty text and keep the placeholders of the English text', () => {
    const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(german.get(key)!.trim(), key).not.toBe('');
      expect(placeholders(german.get(key)!), key).toEqual(placeholders(text));
    }
  });

  it('have every key the profile code asks for', () => {
    const files = [...sources(path.resolve(__dirname)), path.resolve(__dirname, '../../pages/profile-page.tsx')];
    const used = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(profile\.[\w.]+)'/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !has(key))).toEqual([]);
    for (const tab of ['general', 'security', 'billing', 'sessions', 'events']) expect(has(`profile.tabs.${tab}`), tab).toBe(true);
  });
});
