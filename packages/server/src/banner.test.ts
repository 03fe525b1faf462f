import { describe, expect, it } from 'vitest';
import { startBanner } from './banner.ts';

describe('startBanner', () => {
  it('prints the PUBLIC_URL origin, the one the e-mail links use', () => {
    const banner = startBanner({ publicUrl: 'http://localhost:3000', database: 'pglite' });
    expect(banner).toContain('Masal hazır: http://localhost:3000');
    expect(banner).not.toContain('127.0.0.1');
  });

  it('ends with the generated credentials in a frame', () => {
    const banner = startBanner({
      publicUrl: 'http://localhost:3000',
      database: 'pglite',
      admin: { email: 'admin@masal.local', password: 'Gizli-Şifre-123' },
    });
    const lines = banner.trimEnd().split('\n');
    expect(lines.at(-1)?.trim()).toMatch(/^└─+┘$/);
    expect(lines.at(-2)).toContain('Şifre:   Gizli-Şifre-123');
    expect(lines.at(-3)).toContain('E-posta: admin@masal.local');
    expect(lines.at(-5)?.trim()).toMatch(/^┌─+┐$/);
    // Every framed line has the same width, so the right border lines up.
    expect(new Set(lines.slice(-5).map((l) => l.length)).size).toBe(1);
  });

  it('names ADMIN_PASSWORD instead of printing a given password', () => {
    const banner = startBanner({
      publicUrl: 'http://localhost:3000',
      database: 'postgres',
      admin: { email: 'admin@masal.local', password: undefined },
    });
    expect(banner).toContain('ADMIN_PASSWORD ile verilen şifre');
  });
});
