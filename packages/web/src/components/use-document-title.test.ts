import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title.ts';

describe('document title', () => {
  it('names the screen first, then the portal', () => {
    expect(documentTitle('Masallarım')).toBe('Masallarım — Masal Portalı');
  });
});
