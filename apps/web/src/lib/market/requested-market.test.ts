import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../storage';
import { appMarketOf } from './app-market';
import { requestedMarket } from './requested-market';

function memorySession(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the market a tester asks the api for', () => {
  it('is ?market=, in any case, for any market code; nothing without it', () => {
    const session = memorySession();
    expect(requestedMarket({ search: '?market=ph', session })).toBe('PH');
    expect(requestedMarket({ search: '?market=NG', session: memorySession() })).toBe('NG');
    expect(requestedMarket({ search: '', session: memorySession() })).toBeNull();
  });

  it('is remembered for the rest of the tab, and an unknown code asks for nothing', () => {
    const session = memorySession();
    requestedMarket({ search: '?market=MX', session });
    expect(requestedMarket({ search: '', session })).toBe('MX');
    expect(requestedMarket({ search: '?market=XX', session: memorySession() })).toBeNull();
  });

  it('speaks Portuguese in reais, Spanish in Mexican pesos and English elsewhere by default', () => {
    expect(appMarketOf('BR')).toMatchObject({ code: 'BR', language: 'pt-BR', currency: 'BRL' });
    expect(appMarketOf('MX')).toMatchObject({ code: 'MX', language: 'es', currency: 'MXN' });
    expect(appMarketOf('PH')).toMatchObject({ language: 'en', profile: { minimumAge: 21 } });
  });
});
