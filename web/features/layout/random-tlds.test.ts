import { describe, expect, it } from 'vitest';
import { pickRandom } from './random-tlds';

describe('pickRandom', () => {
  const tlds = Array.from({ length: 30 }, (_, index) => `tld${index}`);

  it('picks the requested number without repetition', () => {
    const picked = pickRandom(tlds, 11);
    expect(picked).toHaveLength(11);
    expect(new Set(picked).size).toBe(11);
    expect(picked.every((tld) => tlds.includes(tld))).toBe(true);
  });

  it('returns all entries when there are fewer than requested', () => {
    expect(pickRandom(['a', 'b'], 11).sort()).toEqual(['a', 'b']);
    expect(pickRandom([], 11)).toEqual([]);
  });

  it('depends only on the random source', () => {
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0)).toEqual(['a', 'b']);
    expect(pickRandom(['a', 'b', 'c', 'd'], 2, () => 0.99)).toEqual(['d', 'a']);
  });

  it('leaves the input untouched', () => {
    const input = ['a', 'b', 'c'];
    pickRandom(input, 3, () => 0.99);
    expect(input).toEqual(['a', 'b', 'c']);
  });
});
