import type { Catalogue, MessageKey } from '@sorte/words/web';

export type MessageParams = Record<string, string | number>;

/**
 * The words at hand: the whole catalogue, or only the first screen's until the rest has loaded
 * (load-catalogue.ts). A screen loads the rest before it renders (`lazyWithWords`), and
 * `first-screen-words.test.ts` keeps every word the first screen names among the first ones, so
 * a missing word is a bug; it reads as nothing rather than as a raw key.
 */
export type Words = Partial<Catalogue>;

export function translate(catalogue: Words, key: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(catalogue[key] ?? '', params);
}

/** `{name}` in a text replaced by its value; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
