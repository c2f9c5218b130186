import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const english = new Map(entries(en as Tree));
const has = (key: string) => english.has(key) || english.has(`${key}_other`);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [file] : [];
  });
}

describe('profile texts', () => {
  it('have every key the profile code asks for', () => {
    const files = [...sources(path.resolve(__dirname)), path.resolve(__dirname, '../../pages/profile-page.tsx')];
    const used = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(profile\.[\w.]+)'/g)].map((match) => match[1]));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !has(key))).toEqual([]);
    for (const tab of ['general', 'security', 'billing', 'sessions', 'events']) expect(has(`profile.tabs.${tab}`), tab).toBe(true);
  });
});
