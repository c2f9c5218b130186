import { describe, expect, it } from 'vitest';
import { createKeyedSerializer } from './keyed-serializer';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('keyed serializer', () => {
  it('runs work of one key one after the other, other keys alongside, and goes on after a failure', async () => {
    const serially = createKeyedSerializer();
    const log: string[] = [];
    const job = (key: string, name: string, fail = false) =>
      serially(key, async () => {
        log.push(`${name} start`);
        await tick();
        log.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a', 'a1', true), job('a', 'a2'), job('b', 'b1')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });
});
