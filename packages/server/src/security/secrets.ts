/**
 * Secrets at rest: AES-256-GCM for TC Kimlik No and IBAN, an HMAC for look-ups,
 * SHA-256 for session tokens and one-time codes (high-entropy values need no slow hash).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Secrets {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  lookupHash(value: string): string;
}

/** SECRET_KEY when given, else DATA_DIR/secret.key when it exists; null when neither (nothing generated). */
export function existingSecretKey(secretKey: string | undefined, dataDir: string): string | null {
  if (secretKey) return secretKey;
  const file = join(dataDir, 'secret.key');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** SECRET_KEY when given; otherwise one generated once into DATA_DIR/secret.key (mode 600). */
export function resolveSecretKey(secretKey: string | undefined, dataDir: string): string {
  const existing = existingSecretKey(secretKey, dataDir);
  if (existing) return existing;
  const file = join(dataDir, 'secret.key');
  mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(32).toString('hex');
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  return generated;
}

export function createSecrets(secretKey: string): Secrets {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secretKey, 'masal', purpose, 32));
  const encKey = derive('encryption');
  const macKey = derive('lookup');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [, iv = '', tag = '', body = ''] = sealed.split('.');
      const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    lookupHash(value) {
      return createHmac('sha256', macKey).update(value).digest('hex');
    },
  };
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
