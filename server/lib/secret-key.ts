import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config';

/** Tests encrypt with this key; it protects nothing real. */
export const TEST_SECRET_KEY = 'test-secret-key-that-protects-nothing-real';

/**
 * The key behind the secret box: SECRET_KEY when set (required in production, see config.ts);
 * in tests a fixed key; in development one generated on first start and kept in data/, so that
 * two-factor secrets stay readable across restarts.
 */
export function resolveSecretKey(config: Pick<Config, 'env' | 'secretKey' | 'secretKeyFile'>): string {
  if (config.secretKey) return config.secretKey;
  if (config.env === 'test') return TEST_SECRET_KEY;
  if (config.env === 'production') throw new Error('SECRET_KEY is required in production');
  if (existsSync(config.secretKeyFile)) return readFileSync(config.secretKeyFile, 'utf8').trim();
  mkdirSync(path.dirname(config.secretKeyFile), { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(config.secretKeyFile, `${key}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(config.secretKeyFile, 0o600);
  return key;
}
