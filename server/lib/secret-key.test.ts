import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveSecretKey, TEST_SECRET_KEY } from './secret-key';

describe('resolveSecretKey', () => {
  it('prefers SECRET_KEY, uses the fixed key in tests and refuses production without one', () => {
    const file = '/nonexistent/secret-key';
    expect(resolveSecretKey({ env: 'production', secretKey: 'k'.repeat(32), secretKeyFile: file })).toBe('k'.repeat(32));
    expect(resolveSecretKey({ env: 'test', secretKey: null, secretKeyFile: file })).toBe(TEST_SECRET_KEY);
    expect(() => resolveSecretKey({ env: 'production', secretKey: null, secretKeyFile: file })).toThrow(/SECRET_KEY/);
  });

  it('generates a key once in development, readable by the owner only, and reads it back', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'secret-key-'));
    try {
      const file = path.join(folder, 'data', 'secret-key');
      const first = resolveSecretKey({ env: 'development', secretKey: null, secretKeyFile: file });
      expect(first).toMatch(/^[\w-]{43}$/);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(first);
      expect(resolveSecretKey({ env: 'development', secretKey: null, secretKeyFile: file })).toBe(first);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
