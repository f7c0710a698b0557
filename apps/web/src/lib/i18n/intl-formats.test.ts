import { describe, expect, it } from 'vitest';
import { listFormat } from './intl-formats';

describe('list formatters kept per language and options', () => {
  it('gives back the formatter made before for the same language and options', () => {
    expect(listFormat('es', { type: 'disjunction' })).toBe(
      listFormat('es', { type: 'disjunction' }),
    );
  });

  it('makes another for another language or other options, each formatting as its own', () => {
    expect(listFormat('en', { type: 'disjunction' }).format(['email', 'phone'])).toBe(
      'email or phone',
    );
    expect(listFormat('en', { type: 'conjunction' }).format(['email', 'phone'])).toBe(
      'email and phone',
    );
    expect(listFormat('pt-BR', { type: 'disjunction' }).format(['e-mail', 'telefone'])).toBe(
      'e-mail ou telefone',
    );
  });
});
