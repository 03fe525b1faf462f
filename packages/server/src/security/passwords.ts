import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, so its value is written out: 2 = Argon2id.
const ARGON2ID: Algorithm.Argon2id = 2;
const OPTIONS = { algorithm: ARGON2ID };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so an unknown address costs the same time.
let dummyHash: Promise<string> | undefined;
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('masal-dummy-password');
  await verifyPassword(await dummyHash, password);
}
