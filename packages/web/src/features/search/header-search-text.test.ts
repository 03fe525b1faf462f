import { describe, expect, it } from 'vitest';
import { enteredSearch, typedSearch } from './header-search-text.ts';

describe('header search text (seed §2)', () => {
  it('asks the server only when the trimmed text is longer than 2 characters', () => {
    expect(typedSearch('')).toBe('');
    expect(typedSearch('ke')).toBe('');
    expect(typedSearch('  ke  ')).toBe('');
    expect(typedSearch('kel')).toBe('kel');
    expect(typedSearch('  keloglan ')).toBe('keloglan');
  });

  it('counts Turkish letters as one character each', () => {
    expect(typedSearch('ağ')).toBe('');
    expect(typedSearch('ağa')).toBe('ağa');
  });

  it('on Enter asks for any text that is not blank', () => {
    expect(enteredSearch(' ke ')).toBe('ke');
    expect(enteredSearch('   ')).toBe('');
  });
});
