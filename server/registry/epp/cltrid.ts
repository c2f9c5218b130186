import { randomBytes } from 'node:crypto';

/**
 * Client transaction ids (RFC 5730 §2.5): unique per command, 3–64 characters. The prefix names
 * the shop; a time part, a per-process counter and random bytes keep ids unique across
 * processes and restarts.
 */
export function createClTridGenerator(prefix = 'SHOP'): () => string {
  const cleanPrefix = prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 16) || 'SHOP';
  let counter = 0;
  return () => {
    counter = (counter + 1) % 1_679_616; // 36^4
    return `${cleanPrefix}-${Date.now().toString(36).toUpperCase()}-${counter.toString(36).toUpperCase().padStart(4, '0')}-${randomBytes(4).toString('hex').toUpperCase()}`;
  };
}
