import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../fill-template';
import { marketCodes } from '../market-codes';
import { payoutAccountErrorCodes } from './check-payout-account';
import { payoutAccountErrorMessage, payoutAccountMessages } from './payout-account-messages';
import { payoutChannelLabel, payoutChannelLabels } from './payout-channel-labels';
import { payoutChannels } from './payout-channels';

const languages = ['pt-BR', 'en', 'es'] as const;

describe('payout account messages', () => {
  it('has a message for every refusal in each of the three languages, and nothing else', () => {
    for (const language of languages) {
      expect(Object.keys(payoutAccountMessages[language]).sort()).toEqual(
        [...payoutAccountErrorCodes].sort(),
      );
    }
  });

  it('fills the phone example of the market and the holder name’s limit, and no other placeholder', () => {
    expect(payoutAccountErrorMessage('phone_invalid', 'en', 'PH')).toBe(
      'Enter a mobile number, for example 0917 123 4567.',
    );
    expect(payoutAccountErrorMessage('phone_invalid', 'pt-BR', 'BR')).toBe(
      'Digite um número de celular, por exemplo (11) 91234-5678.',
    );
    expect(payoutAccountErrorMessage('holder_name_too_long', 'en', 'PH')).toBe(
      "The holder's name can be at most 100 characters long.",
    );
    for (const language of languages) {
      for (const code of payoutAccountErrorCodes) {
        const placeholders = placeholdersOf(payoutAccountMessages[language][code]);
        expect(placeholders, `${language} ${code}`).toEqual(
          code === 'phone_invalid' ? ['example'] : code === 'holder_name_too_long' ? ['max'] : [],
        );
      }
    }
  });

  it('writes each language in its own words', () => {
    for (const code of payoutAccountErrorCodes) {
      const [portuguese, english, spanish] = languages.map(
        (language) => payoutAccountMessages[language][code],
      );
      expect(new Set([portuguese, english, spanish]).size, code).toBe(3);
    }
  });

  it('names every channel of every market in each language', () => {
    const ids = marketCodes.flatMap((code) => payoutChannels[code].map((channel) => channel.id));
    for (const language of languages) {
      expect(Object.keys(payoutChannelLabels[language]).sort()).toEqual([...ids].sort());
    }
    expect(payoutChannelLabel('mx_debit_card', 'es')).toBe('Tarjeta de débito');
    expect(() => payoutChannelLabel('nope', 'en')).toThrow(RangeError);
  });
});
