import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD = 30;

/**
 * TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s), accepting the step
 * before and after the current one for clocks that drift.
 */
export const totp = {
  newSecret: (): string => generateSecret({ length: 20 }),

  url: (issuer: string, login: string, secret: string): string =>
    generateURI({ issuer, label: login, secret, algorithm: 'sha1', digits: 6, period: PERIOD }),

  qrSvg: (url: string): Promise<string> => QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),

  /**
   * The time step the code belongs to, or null. Steps up to `lastStep` are refused, so that a
   * code cannot be used twice within its window. The comparison is constant-time (otplib).
   */
  async match(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
    const epoch = Math.floor(now.getTime() / 1000);
    const current = Math.floor(epoch / PERIOD);
    // otplib refuses an afterTimeStep beyond the window; a step recorded later than that (a clock
    // set back) blocks the whole window anyway.
    if (lastStep !== null && lastStep >= current + 1) return null;
    try {
      const result = await verify({
        secret,
        token: code,
        epoch,
        period: PERIOD,
        epochTolerance: PERIOD,
        afterTimeStep: lastStep ?? undefined,
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  },
};
