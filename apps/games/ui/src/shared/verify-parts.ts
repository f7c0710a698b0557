import { sha256 } from '@noble/hashes/sha2.js';
import { h } from './dom';
import { PageApiError } from './page-api';

/** A labelled field of the fairness panel. */
export const field = (label: string, input: HTMLElement) =>
  h('label', { class: 'field' }, [h('span', { class: 'field-label', text: label }), input]);

/** A seed, hash or nonce as the player copies it. */
export const code = (text: string, testId?: string) =>
  h('code', { class: 'seed', text, ...(testId ? { testId } : {}) });

/** SHA-256 of the seed's text, computed here in the browser, as any SHA-256 tool does. */
export function sha256Hex(text: string): string {
  return Array.from(sha256(new TextEncoder().encode(text)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export function errorCode(error: unknown) {
  return error instanceof PageApiError ? error.code : 'internal';
}
