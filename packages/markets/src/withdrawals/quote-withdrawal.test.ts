import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markets } from '../market-table';
import { findPayoutChannel } from '../payouts/payout-channels';
import type { PayoutChannel } from '../payouts/payout-channel';
import { quoteWithdrawal } from './quote-withdrawal';
import type { WithdrawalCostRules } from './quote-withdrawal';

function channelOf(code: 'BR' | 'PH', id: string): PayoutChannel {
  const channel = findPayoutChannel(code, id);
  if (channel === null) throw new Error(`${id} is not a ${code} channel`);
  return channel;
}

const pixCpf = channelOf('BR', 'br_pix_cpf');

const costRules = fc.record({
  withdrawalFeeBps: fc.integer({ min: 0, max: 10_000 }),
  withdrawalFeeAboveMinor: fc.integer({ min: 0, max: 10_000_000 }),
  withdrawalTaxBps: fc.integer({ min: 0, max: 10_000 }),
});
const amount = fc.integer({ min: 0, max: 1_000_000_000_000 });

describe('quoteWithdrawal', () => {
  it('charges nothing in Brazil up to R$ 500', () => {
    expect(quoteWithdrawal(markets.BR, { amountMinor: 50000, channel: pixCpf })).toEqual({
      amountMinor: 50000,
      feeMinor: 0,
      taxMinor: 0,
      arrivesMinor: 50000,
      channelId: 'br_pix_cpf',
      typicalMinutes: 2,
    });
  });

  it('takes 5 % of the part above R$ 500 from what arrives, rounded down', () => {
    const quote = quoteWithdrawal(markets.BR, { amountMinor: 100000, channel: pixCpf });
    expect([quote.feeMinor, quote.arrivesMinor]).toEqual([2500, 97500]);
    // R$ 500.19: 5 % of 19 centavos is 0.95, rounded down to nothing.
    expect(quoteWithdrawal(markets.BR, { amountMinor: 50019, channel: pixCpf }).feeMinor).toBe(0);
    expect(quoteWithdrawal(markets.BR, { amountMinor: 50020, channel: pixCpf }).feeMinor).toBe(1);
  });

  it('taxes what remains after the fee, rounded down', () => {
    const taxed: WithdrawalCostRules = { ...markets.BR, withdrawalTaxBps: 1000 };
    expect(quoteWithdrawal(taxed, { amountMinor: 100000, channel: pixCpf })).toMatchObject({
      feeMinor: 2500,
      taxMinor: 9750,
      arrivesMinor: 87750,
    });
    expect(quoteWithdrawal(taxed, { amountMinor: 109, channel: pixCpf }).taxMinor).toBe(10);
  });

  it('names the channel and its typical time', () => {
    const gcash = channelOf('PH', 'ph_gcash');
    expect(quoteWithdrawal(markets.PH, { amountMinor: 2000, channel: gcash })).toMatchObject({
      channelId: 'ph_gcash',
      typicalMinutes: 5,
    });
  });

  it('does not let the fee and the tax round up together as the amount rises', () => {
    // Rounding 5 % and 10 % of the same amount apart would take 1 + 2 from 20 but 0 + 1 from 19.
    const costs = { withdrawalFeeBps: 500, withdrawalFeeAboveMinor: 0, withdrawalTaxBps: 1000 };
    const arrives = (amountMinor: number) =>
      quoteWithdrawal(costs, { amountMinor, channel: pixCpf }).arrivesMinor;
    expect([arrives(19), arrives(20)]).toEqual([18, 18]);
  });

  it('refuses negative or fractional amounts and rates above 100 % as bugs', () => {
    expect(() => quoteWithdrawal(markets.BR, { amountMinor: -1, channel: pixCpf })).toThrow(
      RangeError,
    );
    expect(() => quoteWithdrawal(markets.BR, { amountMinor: 10.5, channel: pixCpf })).toThrow(
      RangeError,
    );
    expect(() =>
      quoteWithdrawal(
        { ...markets.BR, withdrawalTaxBps: 10_001 },
        { amountMinor: 100, channel: pixCpf },
      ),
    ).toThrow(RangeError);
  });

  it('always adds up: amount = fee + tax + what arrives, none of them negative', () => {
    fc.assert(
      fc.property(costRules, amount, (costs, amountMinor) => {
        const quote = quoteWithdrawal(costs, { amountMinor, channel: pixCpf });
        expect(quote.feeMinor + quote.taxMinor + quote.arrivesMinor).toBe(amountMinor);
        expect(quote.feeMinor).toBeGreaterThanOrEqual(0);
        expect(quote.taxMinor).toBeGreaterThanOrEqual(0);
        expect(quote.arrivesMinor).toBeGreaterThanOrEqual(0);
        expect(Number.isSafeInteger(quote.arrivesMinor)).toBe(true);
      }),
    );
  });

  it('never charges more than the exact rates would', () => {
    fc.assert(
      fc.property(costRules, amount, (costs, amountMinor) => {
        const quote = quoteWithdrawal(costs, { amountMinor, channel: pixCpf });
        const excess = BigInt(Math.max(0, amountMinor - costs.withdrawalFeeAboveMinor));
        expect(BigInt(quote.feeMinor) * 10_000n).toBeLessThanOrEqual(
          excess * BigInt(costs.withdrawalFeeBps),
        );
        expect(BigInt(quote.taxMinor) * 10_000n).toBeLessThanOrEqual(
          BigInt(amountMinor - quote.feeMinor) * BigInt(costs.withdrawalTaxBps),
        );
      }),
    );
  });

  it('grows with the amount: a larger withdrawal never pays less fee or tax, nor brings less', () => {
    fc.assert(
      fc.property(costRules, amount, fc.integer({ min: 1, max: 1_000_000 }), (costs, a, step) => {
        const smaller = quoteWithdrawal(costs, { amountMinor: a, channel: pixCpf });
        const larger = quoteWithdrawal(costs, { amountMinor: a + step, channel: pixCpf });
        expect(larger.feeMinor).toBeGreaterThanOrEqual(smaller.feeMinor);
        expect(larger.taxMinor).toBeGreaterThanOrEqual(smaller.taxMinor);
        expect(larger.arrivesMinor).toBeGreaterThanOrEqual(smaller.arrivesMinor);
      }),
    );
  });

  it('adds at most one minor unit to what arrives for each minor unit withdrawn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (feeBps, feeAboveMinor, taxBps, a) => {
          const costs = {
            withdrawalFeeBps: feeBps,
            withdrawalFeeAboveMinor: feeAboveMinor,
            withdrawalTaxBps: taxBps,
          };
          const at = (amountMinor: number) =>
            quoteWithdrawal(costs, { amountMinor, channel: pixCpf }).arrivesMinor;
          expect(at(a + 1) - at(a)).toBeGreaterThanOrEqual(0);
          expect(at(a + 1) - at(a)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
