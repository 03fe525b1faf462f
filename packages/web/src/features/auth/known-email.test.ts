import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test-support/memory-storage.ts';
import { knownEmail, rememberEmail } from './known-email.ts';

describe('the e-mail this device knows', () => {
  it('is the last one typed at sign-up or "forgot password", trimmed', () => {
    const storage = memoryStorage();
    expect(knownEmail(storage)).toBe('');
    rememberEmail(' ayse@example.com ', storage);
    rememberEmail('', storage);
    expect(knownEmail(storage)).toBe('ayse@example.com');
    rememberEmail('ayse.isik@example.com', storage);
    expect(knownEmail(storage)).toBe('ayse.isik@example.com');
  });

  it('storage that refuses leaves the field empty instead of breaking the page', () => {
    const refusing = memoryStorage();
    refusing.getItem = () => {
      throw new DOMException('off', 'SecurityError');
    };
    refusing.setItem = refusing.getItem;
    expect(() => rememberEmail('a@b.c', refusing)).not.toThrow();
    expect(knownEmail(refusing)).toBe('');
  });
});
