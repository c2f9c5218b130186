import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts small secrets (TOTP keys) with AES-256-GCM, so that a copy of the database alone does
 * not reveal them (docs/decisions/012-two-factor-login.md). The key is derived from SECRET_KEY
 * with HKDF; `context` (e.g. the user id) is bound as associated data, so a ciphertext copied
 * to another row does not decrypt.
 */
export function createSecretBox(secretKey: string) {
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'domain-shop', 'secret-box v1', 32));
  return {
    seal(plaintext: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    /** The plaintext, or null when the box was made with another key or context or was altered. */
    open(sealed: string, context: string): string | null {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
