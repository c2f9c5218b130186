import type { SessionWithUser } from './session.repository';

/**
 * Keeps recently used sessions in memory for a few seconds, so that the requests of one page
 * load cost one database read instead of one each (docs/decisions/003-sessions.md). A null value
 * remembers that a visitor token has no stored row (yet; decision 036).
 * Changes made through this process update or drop the entry at once; another server process
 * sees a change after at most `ttlMs`. A ttl of 0 turns the cache off.
 */
export function createSessionCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: SessionWithUser | null; storedAt: number }>();

  return {
    /** The cached session, null when it is known to have no row, undefined when not cached. */
    get(tokenHash: string, now: number): SessionWithUser | null | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt > options.ttlMs || (entry.value !== null && entry.value.session.expiresAt.getTime() <= now)) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.value;
    },
    set(tokenHash: string, value: SessionWithUser | null, now: number): void {
      if (options.ttlMs <= 0) return;
      entries.delete(tokenHash);
      // Map keeps insertion order: the first key is the least recently stored.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { value, storedAt: now });
    },
    delete(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    /** Drops every session of a user, e.g. when the user's data changes. */
    deleteUser(userId: number): void {
      for (const [key, entry] of entries) if (entry.value?.session.userId === userId) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
