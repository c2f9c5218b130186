import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSupervisedChild } from './supervised-child';

const silent = { info() {}, warn() {}, error() {} };
const folders: string[] = [];
const pidFile = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'supervised-child-'));
  folders.push(folder);
  return path.join(folder, 'child.pid');
};
const never = () => new Promise<boolean>(() => {});

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('a supervised child that is starting', () => {
  it('gives up at the start deadline even when its readiness probe never answers', async () => {
    const child = createSupervisedChild({
      name: 'Sleeper',
      binary: '/bin/sh',
      args: ['-c', 'sleep 30'],
      pidFile: pidFile(),
      ready: never,
      log: silent,
      startTimeoutMs: 300,
    });
    const started = Date.now();
    await expect(child.start()).rejects.toThrow('Sleeper did not answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('says that it exited, with its last output, when it died while a probe hung', async () => {
    const child = createSupervisedChild({
      name: 'Quitter',
      program: 'quitter',
      binary: '/bin/sh',
      args: ['-c', 'echo "port already in use"; exit 3'],
      pidFile: pidFile(),
      ready: never,
      log: silent,
      startTimeoutMs: 3_000,
    });
    await expect(child.start()).rejects.toThrow(/quitter exited while starting \(.*3.*\): port already in use/);
  });

  it('is ready once its probe answers true', async () => {
    let probes = 0;
    const child = createSupervisedChild({
      name: 'Server',
      binary: '/bin/sh',
      args: ['-c', 'sleep 30'],
      pidFile: pidFile(),
      ready: async () => ++probes >= 3,
      log: silent,
    });
    await child.start();
    expect(probes).toBe(3);
    await child.stop(500);
  });
});
