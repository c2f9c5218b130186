import { describe, expect, it } from 'vitest';

/**
 * Every endpoint of the shop API is called from one function of the web app (issue 15): a second
 * caller goes through the first, in the owning feature's `api/` or, when several features need
 * it, in `web/lib/api/`. Read from the sources, so a copied call fails here before it drifts.
 */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const CALL = /apiClient\s*\.\s*(get|post)\b/g;
const CALL_WITH_PATH = /apiClient\s*\.\s*(get|post)\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\s*\(\s*(['"`])((?:(?!\2)[\s\S])*)\2/g;

interface Call {
  endpoint: string;
  file: string;
}

function callsIn(file: string, text: string): { calls: Call[]; unread: number } {
  const calls = [...text.matchAll(CALL_WITH_PATH)].map((match) => {
    // `${…}` parts stand for one parameter; the query string is no part of the endpoint.
    const path = match[3].replace(/\$\{[^}]*\}/g, '{}').split('?')[0];
    return { endpoint: `${match[1].toUpperCase()} ${path}`, file };
  });
  return { calls, unread: [...text.matchAll(CALL)].length - calls.length };
}

const found = Object.entries(sources).map(([file, text]) => ({ file, ...callsIn(file, text) }));

describe('calls of the shop API from the web app', () => {
  it('finds the calls it checks', () => {
    expect(found.flatMap((entry) => entry.calls).length).toBeGreaterThan(100);
  });

  it('names every path as a literal, so that the endpoint of each call can be read', () => {
    expect(found.filter((entry) => entry.unread > 0).map((entry) => entry.file)).toEqual([]);
  });

  it('calls every endpoint from one place only', () => {
    const places = new Map<string, string[]>();
    for (const { endpoint, file } of found.flatMap((entry) => entry.calls)) places.set(endpoint, [...(places.get(endpoint) ?? []), file]);
    const repeated = [...places].filter(([, files]) => files.length > 1).map(([endpoint, files]) => `${endpoint}: ${files.join(', ')}`);
    expect(repeated).toEqual([]);
  });
});
