import { describe, expect, it } from 'vitest';
import { regionBypassRequested, visitorLanguage } from './blocked-language';
import type { KeyValueStore } from './storage';

function memorySession(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the jurisdiction block in the browser', () => {
  it('asks the api to let a tester through with d=false, for the rest of the tab', () => {
    const session = memorySession();
    expect(regionBypassRequested({ search: '', session })).toBe(false);
    expect(regionBypassRequested({ search: '?d=false', session })).toBe(true);
    expect(regionBypassRequested({ search: '', session })).toBe(true);
    expect(regionBypassRequested({ search: '?d=true', session: memorySession() })).toBe(false);
  });

  it('speaks to a blocked visitor in the first of their languages the app knows, else English', () => {
    expect(visitorLanguage(['zh-CN', 'zh', 'es-419'])).toEqual({
      language: 'es',
      prefersChinese: true,
    });
    expect(visitorLanguage(['zh-CN'])).toEqual({ language: 'en', prefersChinese: true });
    expect(visitorLanguage(['pt-BR', 'en'])).toEqual({ language: 'pt-BR', prefersChinese: false });
  });
});
