import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP memory (19 MiB) and 10 passes instead of the minimum 2: measured on our
 * 2-core machines (median of 15, quiet), 6 passes took 14.6 ms a hash, 8 passes 19.1 ms and 10
 * passes 23.7 ms (about 35–45 ms when the machine is busy), inside the 20–50 ms we aim for
 * (docs/decisions/014-password-policy.md): slow enough for guessing to cost, fast enough for a
 * login burst. `npm run bench` prints the time of one hash and of a login. Hashes made with
 * fewer passes keep verifying: the parameters are part of each hash.
 */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 10, parallelism: 1 } as const;

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
