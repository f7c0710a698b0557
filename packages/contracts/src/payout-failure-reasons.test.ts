import { payoutFailureMessages } from '@sorte/markets';
import { describe, expect, it } from 'vitest';
import { payoutFailureReasons } from './payments';

describe('payout failure reasons', () => {
  it('gives every reason the provider can report a message in each language', () => {
    for (const language of ['pt-BR', 'en', 'es'] as const) {
      for (const reason of payoutFailureReasons) {
        expect(payoutFailureMessages[language][reason], `${language} ${reason}`).toMatch(/\S/);
      }
    }
  });
});
