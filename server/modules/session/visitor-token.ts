import { createHmac, hkdfSync } from 'node:crypto';
import { isLanguage, type Language } from '@common/i18n/languages';
import { randomToken, safeEqual } from '../../lib/tokens';

/**
 * Session tokens that carry their own proof, for visitors whose session is not stored yet
 * (docs/decisions/036-unsaved-visitor-sessions.md). The token is
 * `<256 random bits>.<issue time in seconds, base 36>.<language>.<HMAC of the three>`, made with a
 * key derived from the server's secret key (the language is the browser's at the start, so that
 * the session keeps speaking it as a stored one would); its csrf token is an HMAC of the whole token under a second key. Any
 * process with the same secret key can check a token and derive its csrf token without a database
 * row, and no one without the key can make one. Stored sessions keep plain random tokens.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ISSUED_PATTERN = /^[0-9a-z]{1,10}$/;

export interface VisitorToken {
  token: string;
  csrfToken: string;
  issuedAt: Date;
  language: Language;
}

export function createVisitorTokens(secretKey: string) {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secretKey, 'domain-shop', purpose, 32));
  const signingKey = derive('visitor session token v1');
  const csrfKey = derive('visitor session csrf v1');
  const mac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('base64url');

  function csrfOf(token: string): string {
    return mac(csrfKey, token);
  }

  return {
    issue(now: Date, language: Language): VisitorToken {
      const issued = Math.floor(now.getTime() / 1000);
      const body = `${randomToken()}.${issued.toString(36)}.${language}`;
      const token = `${body}.${mac(signingKey, body)}`;
      return { token, csrfToken: csrfOf(token), issuedAt: new Date(issued * 1000), language };
    },

    /** The token's issue time and csrf token when this server signed it; null for anything else. */
    verify(token: string): VisitorToken | null {
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [id, issued, language, signature] = parts;
      if (!ID_PATTERN.test(id) || !ISSUED_PATTERN.test(issued) || !isLanguage(language)) return null;
      if (!safeEqual(signature, mac(signingKey, `${id}.${issued}.${language}`))) return null;
      return { token, csrfToken: csrfOf(token), issuedAt: new Date(Number.parseInt(issued, 36) * 1000), language };
    },
  };
}

export type VisitorTokens = ReturnType<typeof createVisitorTokens>;
