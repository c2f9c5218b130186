import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serial-queue';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createSerialQueue', () => {
  it('starts a task only after the previous one settled', async () => {
    const queue = createSerialQueue();
    const started: string[] = [];
    const first = deferred<string>();
    const a = queue(() => {
      started.push('a');
      return first.promise;
    });
    const b = queue(async () => {
      started.push('b');
      return 'b';
    });
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    expect(started).toEqual(['a', 'b']);
  });

  it('goes on after a failed task and passes the failure to its caller', async () => {
    const queue = createSerialQueue();
    const failing = queue(() => Promise.reject(new Error('boom')));
    const next = queue(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
