/**
 * HTTP-01 answers (RFC 8555 §8.3) of the ACME orders in progress: the certificate manager puts a
 * token's key authorization here while the CA validates, and the edge's HTTP listener answers
 * `/.well-known/acme-challenge/<token>` from it before any host lookup. Kept in memory: an order
 * runs in the process that placed it, and the CA asks within seconds. Several shop processes
 * behind one address would need a shared store (decision 039).
 */
export interface AcmeChallengeAnswers {
  /** The key authorization for a token, or null when no order of ours is waiting for it. */
  answer(token: string): string | null;
}

export interface AcmeChallengeStore extends AcmeChallengeAnswers {
  put(token: string, keyAuthorization: string): void;
  remove(token: string): void;
}

export const ACME_CHALLENGE_PATH = '/.well-known/acme-challenge/';

/** A challenge outlives its order by no more than this, even when the order never removes it. */
const MAX_AGE_MS = 60 * 60_000;

export function createAcmeChallengeStore(now: () => number = Date.now): AcmeChallengeStore {
  const answers = new Map<string, { keyAuthorization: string; expiresAt: number }>();
  return {
    put(token, keyAuthorization) {
      for (const [key, entry] of answers) if (entry.expiresAt <= now()) answers.delete(key);
      answers.set(token, { keyAuthorization, expiresAt: now() + MAX_AGE_MS });
    },
    remove(token) {
      answers.delete(token);
    },
    answer(token) {
      const entry = answers.get(token);
      return entry && entry.expiresAt > now() ? entry.keyAuthorization : null;
    },
  };
}

/**
 * The token of a challenge request, or null when the path is not one. Tokens are base64url
 * (RFC 8555 §8.1); anything else is not ours and falls through to the normal answer.
 */
export function acmeChallengeToken(requestTarget: string | undefined): string | null {
  if (!requestTarget?.startsWith(ACME_CHALLENGE_PATH)) return null;
  const token = requestTarget.slice(ACME_CHALLENGE_PATH.length).split('?')[0] ?? '';
  return /^[A-Za-z0-9_-]{16,256}$/.test(token) ? token : null;
}
