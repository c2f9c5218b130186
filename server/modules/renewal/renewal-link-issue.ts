import { randomToken, sha256 } from '../../lib/tokens';
import type { RenewalLinkRow } from '../../db/schema/index';
import type { RenewalLinkRepository } from './renewal-link.repository';

/** The page a renewal link opens (the simple renew page with the token). */
export const RENEWAL_LINK_PAGE = '/domain/renew/simple';

/**
 * Makes a renewal link (decision 026) for the holder of `domain`: only the token's hash is stored,
 * and the path with the token goes into the holder's mail. Used by the visitor's request and by
 * the renewal reminders.
 */
export async function issueRenewalLink(
  links: RenewalLinkRepository,
  link: { userId: number; domain: string; termExpiresAt: Date; now: Date; expiresAt: Date },
): Promise<{ row: RenewalLinkRow; path: string }> {
  const token = randomToken();
  const row = await links.insert({
    tokenHash: sha256(token),
    domain: link.domain,
    userId: link.userId,
    termExpiresAt: link.termExpiresAt,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
  return { row, path: `${RENEWAL_LINK_PAGE}?token=${encodeURIComponent(token)}` };
}
