import { describe, expect, it } from 'vitest';
import { browserLanguagesOf, isBrowserLanguageBlocked } from './blocked-language';
import type { KeyValueStore } from './storage';

function memorySession(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const check = (browserLanguages: string[], search = '', session = memorySession()) =>
  isBrowserLanguageBlocked({ browserLanguages, search, session });

describe('the jurisdiction block', () => {
  it('sends a zh-cn browser to the 403 page, whatever the case of the tag', () => {
    expect(check(['zh-CN'])).toBe(true);
    expect(check(['zh-cn', 'en'])).toBe(true);
  });

  it('lets other browsers in, including Chinese variants that are not on the list', () => {
    expect(check(['pt-BR'])).toBe(false);
    expect(check(['en-PH', 'zh-CN'])).toBe(false);
    expect(check(['zh-TW'])).toBe(false);
    expect(check([])).toBe(false);
  });

  it('lets a zh-cn browser through with d=false, and keeps it through for the tab', () => {
    const session = memorySession();
    expect(check(['zh-CN'], '?d=false', session)).toBe(false);
    expect(check(['zh-CN'], '', session)).toBe(false);
    expect(check(['zh-CN'], '?d=true')).toBe(true);
  });

  it('honours a configured list', () => {
    const session = memorySession();
    const blocked = isBrowserLanguageBlocked({
      browserLanguages: ['ko-KR'],
      search: '',
      session,
      blockedLanguages: ['ko-kr'],
    });
    expect(blocked).toBe(true);
  });

  it('reads navigator.languages, or navigator.language when the list is missing', () => {
    expect(browserLanguagesOf({ language: 'zh-CN', languages: ['zh-CN', 'en'] })).toEqual([
      'zh-CN',
      'en',
    ]);
    expect(browserLanguagesOf({ language: 'zh-CN', languages: [] })).toEqual(['zh-CN']);
  });
});
