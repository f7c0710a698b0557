import type { Catalogue, MessageKey } from './en';

export type MessageParams = Record<string, string | number>;

export function translate(catalogue: Catalogue, key: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(catalogue[key], params);
}

/** `{name}` in a text replaced by its value; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
