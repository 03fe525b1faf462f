/**
 * The e-mail last typed on this device at sign-up or "forgot password", so the activation and
 * reset pages opened from the mailed link do not make the person type it again (and mistype it).
 */
const KNOWN_EMAIL_KEY = 'masal.knownEmail';

export function rememberEmail(email: string, storage: Storage = localStorage): void {
  const value = email.trim();
  if (!value) return;
  try {
    storage.setItem(KNOWN_EMAIL_KEY, value);
  } catch {
    // Storage full or switched off: the person types the address, as before.
  }
}

export function knownEmail(storage: Storage = localStorage): string {
  try {
    return storage.getItem(KNOWN_EMAIL_KEY) ?? '';
  } catch {
    return '';
  }
}
