import type { Catalogue, MessageKey } from './en';

export type MessageParams = Record<string, string | number>;

export function translate(catalogue: Catalogue, key: MessageKey, params?: MessageParams): string {
  const text = catalogue[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
