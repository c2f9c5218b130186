import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP memory (19 MiB) and 6 passes instead of the minimum 2: measured on our
 * 2-core machines (median of 15), 2 passes took 11–12 ms a hash, 4 passes 17 ms when the machine
 * was quiet, 6 passes 25 ms quiet and up to 35 ms busy, inside the 20–50 ms we aim for
 * (docs/decisions/014-password-policy.md): slow enough for guessing to cost, fast enough for a
 * login burst. `npm run bench` prints the time of one hash and of a login.
 */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 6, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a fixed hash, so that a login with an unknown address takes as long as one with
 * a wrong password and the answer's timing does not tell whether the login exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that never matches');
  await verifyPassword(await dummyHash, password);
  return false;
}
