import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

/** argon2id at OWASP's minimum: 19 MiB, two passes. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** An account with no password yet (invited, not yet set) fails like a wrong password, in the same time. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) return verifyAgainstDummy(password);
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Costs what a real check costs, so an unknown email answers in the same time as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A password a person can type from the console once: 24 characters of base64url, 144 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
