import { describe, expect, it } from 'vitest';
import { searchTermsOf, startsWithPattern } from './search-keys';

describe('what a typed search can mean', () => {
  it('reads a phone as every market stores it, a CPF without its dots and a number as a user id', () => {
    const brazilian = searchTermsOf(' (11) 98765-4321 ');
    expect(brazilian.text).toBe('(11) 98765-4321');
    expect(brazilian.phones).toContain('+5511987654321');
    expect(searchTermsOf('+52 55 1234 5678').phones).toEqual(['+525512345678']);
    expect(searchTermsOf('529.982.247-25').cpf).toBe('52998224725');
    expect(searchTermsOf('maria').cpf).toBeNull();
    expect(searchTermsOf('100042').userId).toBe(100042);
    expect(searchTermsOf('Maria@Example.com').lower).toBe('maria@example.com');
  });

  it('takes % and _ in a query literally when matching the start of a name', () => {
    expect(startsWithPattern('ma_ria%')).toBe('ma\\_ria\\%%');
  });
});
