import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../storage';
import { appMarketOf } from './app-market';
import { marketForHost, resolveMarket } from './resolve-market';

function memorySession(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('which market a visitor gets', () => {
  it('follows the hostname: .ph is the Philippines, .mx is Mexico, anything else Brazil', () => {
    expect(marketForHost('sorte.com.ph')).toBe('PH');
    expect(marketForHost('www.sorte.mx')).toBe('MX');
    expect(marketForHost('SORTE.COM.MX')).toBe('MX');
    expect(marketForHost('sorte.com.br')).toBe('BR');
    expect(marketForHost('localhost')).toBe('BR');
  });

  it('lets ?market= override the hostname, in any case, for any market code', () => {
    const session = memorySession();
    expect(resolveMarket({ hostname: 'localhost', search: '?market=PH', session })).toBe('PH');
    expect(resolveMarket({ hostname: 'sorte.com.ph', search: '?market=mx', session })).toBe('MX');
    expect(resolveMarket({ hostname: 'localhost', search: '?market=NG', session })).toBe('NG');
  });

  it('remembers the override for the rest of the tab, so later pages keep the market', () => {
    const session = memorySession();
    resolveMarket({ hostname: 'localhost', search: '?market=PH', session });
    expect(resolveMarket({ hostname: 'localhost', search: '', session })).toBe('PH');
  });

  it('ignores an unknown market code and falls back to the hostname', () => {
    const session = memorySession();
    expect(resolveMarket({ hostname: 'sorte.mx', search: '?market=XX', session })).toBe('MX');
  });

  it('speaks Portuguese in Brazilian reais, Spanish in Mexican pesos and English elsewhere', () => {
    expect(appMarketOf('BR')).toEqual({ code: 'BR', language: 'pt-BR', currency: 'BRL' });
    expect(appMarketOf('MX')).toEqual({ code: 'MX', language: 'es', currency: 'MXN' });
    expect(appMarketOf('PH')).toEqual({ code: 'PH', language: 'en', currency: 'PHP' });
    expect(appMarketOf('ID').language).toBe('en');
  });
});
