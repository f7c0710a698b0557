import { describe, expect, it } from 'vitest';
import { placeholdersOf } from '../fill-template';
import type { MarketLanguage } from '../market';
import { payoutAccountMessages } from '../payouts/payout-account-messages';
import {
  payoutFailureMessages,
  typicalTimeMessages,
  withdrawalRefusalMessages,
  withdrawalStageMessages,
} from './withdrawal-messages';
import { typicalTimeMessage, withdrawalRefusalMessage } from './withdrawal-refusal-message';
import { withdrawalRefusalCodes } from './withdrawal-refusal';
import type { WithdrawalRefusal, WithdrawalRefusalCode } from './withdrawal-refusal';
import {
  payoutFailureReasons,
  withdrawalRefundedStages,
  withdrawalStages,
} from './withdrawal-stages';

const languages: readonly MarketLanguage[] = ['pt-BR', 'en', 'es'];

const placeholdersByCode: { [Code in WithdrawalRefusalCode]: string[] } = {
  withdrawProcessing: [],
  needPlayGame: ['turnover'],
  daily_limit_reached: ['count'],
  too_frequent: ['seconds'],
  account_missing: [],
  amount_invalid: ['min', 'max'],
  only_support_ten: ['step'],
  insufficient_balance: ['balance'],
  needUpgradeVip: ['limit', 'limit'],
  no_channel: ['channel', 'max'],
};

const everyWord = (language: MarketLanguage) => [
  ...Object.values(withdrawalStageMessages[language]).flatMap((copy) => [
    copy.label,
    copy.explanation,
  ]),
  ...Object.values(withdrawalRefusalMessages[language]),
  ...Object.values(payoutFailureMessages[language]),
  ...Object.values(payoutAccountMessages[language]),
  typicalTimeMessages[language],
];

describe('the withdrawal catalogue', () => {
  it('has every stage, refusal and failure reason in each of the three languages', () => {
    for (const language of languages) {
      expect(Object.keys(withdrawalStageMessages[language])).toEqual([...withdrawalStages]);
      expect(Object.keys(withdrawalRefusalMessages[language]).sort()).toEqual(
        [...withdrawalRefusalCodes].sort(),
      );
      expect(Object.keys(payoutFailureMessages[language])).toEqual([...payoutFailureReasons]);
    }
  });

  it('gives each refusal exactly the placeholders its refusal fills', () => {
    for (const language of languages) {
      for (const code of withdrawalRefusalCodes) {
        expect(
          placeholdersOf(withdrawalRefusalMessages[language][code]),
          `${language} ${code}`,
        ).toEqual(placeholdersByCode[code]);
      }
    }
  });

  it('tells of the refund in full on every ending but paid, and on every failed payout', () => {
    const wholeAmountBack = {
      'pt-BR': 'o valor total voltou para o seu saldo',
      en: 'the whole amount is back on your balance',
      es: 'el monto total volvió a tu saldo',
    } as const;
    for (const language of languages) {
      for (const stage of withdrawalRefundedStages) {
        expect(withdrawalStageMessages[language][stage].explanation).toContain(
          wholeAmountBack[language],
        );
      }
      for (const reason of payoutFailureReasons) {
        expect(payoutFailureMessages[language][reason]).toContain(wholeAmountBack[language]);
      }
    }
  });

  it('never asks for money and never promises a time for a stage', () => {
    for (const language of languages) {
      for (const text of everyWord(language)) {
        expect(text, text).not.toMatch(
          /deposit|depósit|recarg|upgrade|VIP|pay a fee|pague|pagues|pagar (uma|una) (taxa|tarifa)/i,
        );
      }
      for (const copy of Object.values(withdrawalStageMessages[language])) {
        expect(copy.explanation).not.toMatch(/\d|minut|hora|hour|instant|imediat/i);
      }
    }
  });

  it('says the typical time as typical, never as a promise', () => {
    expect(typicalTimeMessage(5, 'en')).toBe('Usually arrives about 5 min after it is sent.');
    expect(typicalTimeMessage(2, 'pt-BR')).toBe('Costuma chegar cerca de 2 min depois de enviado.');
    expect(typicalTimeMessage(2, 'es')).toBe('Suele llegar unos 2 min después de enviado.');
  });
});

describe('withdrawalRefusalMessage', () => {
  const brazil = { language: 'pt-BR', currency: 'BRL' } as const;

  it('formats the remaining turnover with the currency', () => {
    expect(
      withdrawalRefusalMessage({ code: 'needPlayGame', wageringRemainingMinor: 4550 }, brazil),
    ).toBe(
      'Rollover restante: R$ 45,50. O saque fica disponível quando ele chegar a zero; cada aposta o reduz.',
    );
  });

  it("names the level's limit and never asks for a deposit", () => {
    expect(
      withdrawalRefusalMessage(
        { code: 'needUpgradeVip', vipLevel: 2, withdrawalMinorMax: 150000 },
        { language: 'es', currency: 'MXN' },
      ),
    ).toBe(
      'En tu nivel, cada retiro puede ser de hasta $1,500.00. Elige hasta $1,500.00; el resto puede ir en otro retiro.',
    );
  });

  it('names the count per day, the wait rounded up, the range and the step', () => {
    const english = { language: 'en', currency: 'PHP' } as const;
    expect(
      withdrawalRefusalMessage({ code: 'daily_limit_reached', withdrawalsPerDayMax: 3 }, english),
    ).toContain('(3 a day)');
    expect(withdrawalRefusalMessage({ code: 'too_frequent', retryAfterMs: 15_001 }, english)).toBe(
      'Please wait 16 s before requesting another withdrawal.',
    );
    expect(
      withdrawalRefusalMessage(
        { code: 'amount_invalid', amountMinorMin: 2000, amountMinorMax: 1_000_000 },
        english,
      ),
    ).toBe('Dear player, choose an amount from ₱20.00 to ₱10,000.00.');
    expect(
      withdrawalRefusalMessage({ code: 'only_support_ten', multipleOfMinor: 100 }, brazil),
    ).toBe('Caro jogador, os saques são feitos em múltiplos de R$ 1,00.');
  });

  it("names the channel and what it carries, and the player's balance", () => {
    expect(
      withdrawalRefusalMessage(
        { code: 'no_channel', channelId: 'ph_gcash', amountMinorMax: 5_000_000 },
        { language: 'en', currency: 'PHP' },
      ),
    ).toBe(
      'GCash takes up to ₱50,000.00 per withdrawal. Choose a smaller amount or another account.',
    );
    expect(
      withdrawalRefusalMessage({ code: 'insufficient_balance', balanceMinor: 9900 }, brazil),
    ).toBe('Seu saldo é R$ 99,00, menor que este valor.');
  });

  it('says every refusal in every language without a placeholder left', () => {
    const refusals: WithdrawalRefusal[] = [
      { code: 'withdrawProcessing' },
      { code: 'needPlayGame', wageringRemainingMinor: 1 },
      { code: 'daily_limit_reached', withdrawalsPerDayMax: 2 },
      { code: 'too_frequent', retryAfterMs: 1 },
      { code: 'account_missing' },
      { code: 'amount_invalid', amountMinorMin: 100, amountMinorMax: 200 },
      { code: 'only_support_ten', multipleOfMinor: 100 },
      { code: 'insufficient_balance', balanceMinor: 0 },
      { code: 'needUpgradeVip', vipLevel: 0, withdrawalMinorMax: 100000 },
      { code: 'no_channel', channelId: 'br_pix_cpf', amountMinorMax: 100 },
    ];
    expect(refusals.map((refusal) => refusal.code).sort()).toEqual(
      [...withdrawalRefusalCodes].sort(),
    );
    for (const language of languages) {
      for (const refusal of refusals) {
        expect(withdrawalRefusalMessage(refusal, { language, currency: 'BRL' })).not.toMatch(
          /[{}]/,
        );
      }
    }
  });
});
