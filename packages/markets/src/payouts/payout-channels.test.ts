import { describe, expect, it } from 'vitest';
import { marketCodes } from '../market-codes';
import type { MarketCode } from '../market-codes';
import { markets } from '../market-table';
import { isPayoutBankCode, isPayoutOrderType } from './order-types';
import { channelCarries, typicalMinutesByTiming } from './payout-channel';
import { findPayoutChannel, payoutChannels, payoutChannelsOf } from './payout-channels';

const allChannels = marketCodes.flatMap((code) => payoutChannels[code]);

describe('payout channels', () => {
  it('offers each market its channels, by id', () => {
    const ids = Object.fromEntries(
      marketCodes.map((code) => [code, payoutChannels[code].map((channel) => channel.id)]),
    );
    expect(ids).toEqual({
      BR: ['br_pix_cpf', 'br_pix_phone', 'br_pix_email', 'br_pix_random'],
      NG: ['ng_bank'],
      ID: ['id_dana', 'id_ovo', 'id_linkaja', 'id_shopeepay', 'id_qris', 'id_bank'],
      MX: ['mx_clabe', 'mx_debit_card'],
      PH: ['ph_gcash', 'ph_maya'],
      VN: ['vn_bank', 'vn_momo'],
      TH: ['th_bank', 'th_promptpay'],
      EG: ['eg_bank', 'eg_wallet'],
    });
    expect(new Set(allChannels.map((channel) => channel.id)).size).toBe(allChannels.length);
  });

  it('gives PIX keys the order types of the seed: CPF 1, PHONE 4, EMAIL 5 (and 3 for random)', () => {
    expect(payoutChannels.BR.map((channel) => [channel.pixKeyType, channel.orderType])).toEqual([
      ['cpf', 1],
      ['phone', 4],
      ['email', 5],
      ['random', 3],
    ]);
  });

  it("uses the seed's bank codes for Indonesia only, each once", () => {
    expect(payoutChannels.ID.map((channel) => channel.bankCode)).toEqual([
      'DANA',
      'OVO',
      'LinkAja',
      'SHOPEEPAY',
      'QRIS',
      'DOKUVA',
    ]);
    expect(payoutChannels.ID.find((channel) => channel.bankCode === 'QRIS')?.orderType).toBe(7);
    for (const channel of allChannels.filter((candidate) => candidate.market !== 'ID')) {
      expect(channel.bankCode, channel.id).toBeNull();
    }
  });

  it('gives every channel a known order type, an account field, a holder name and its time', () => {
    for (const channel of allChannels) {
      expect(isPayoutOrderType(channel.orderType), channel.id).toBe(true);
      expect(channel.bankCode === null || isPayoutBankCode(channel.bankCode)).toBe(true);
      const names = channel.fields.map((field) => field.name);
      expect(names, channel.id).toContain('account');
      expect(names, channel.id).toContain('holderName');
      expect(new Set(names).size).toBe(names.length);
      expect(channel.typicalMinutes).toBe(typicalMinutesByTiming[channel.timing]);
      expect([2, 5]).toContain(channel.typicalMinutes);
    }
  });

  it('asks Mexico for a CLABE or a 16-digit card, and Nigeria for a bank code with its NUBAN', () => {
    expect(payoutChannels.MX.map((channel) => channel.fields[0]?.kind)).toEqual([
      'clabe',
      'debit_card',
    ]);
    expect(payoutChannels.NG[0]?.fields.map((field) => field.kind)).toEqual([
      'bank_code',
      'nuban',
      'holder_name',
    ]);
  });

  it('pays to wallets with a mobile number, within their limits', () => {
    expect(payoutChannels.PH.map((channel) => [channel.provider, channel.amountMinorMax])).toEqual([
      ['gcash', 5_000_000],
      ['maya', 5_000_000],
    ]);
    const dana = findPayoutChannel('ID', 'id_dana');
    expect(dana?.fields[0]?.kind).toBe('mobile_number');
    // Rp 20,000,000: IDR minor units are tens of rupiah.
    expect(dana?.amountMinorMax).toBe(2_000_000);
    expect(findPayoutChannel('ID', 'id_qris')?.amountMinorMax).toBe(1_000_000);
  });

  it("carries every market's smallest withdrawal, and all but the Philippines' largest", () => {
    const carriedBySome = (code: MarketCode, amountMinor: number) =>
      payoutChannels[code].some((channel) => channelCarries(channel, amountMinor));
    for (const code of marketCodes) {
      expect(carriedBySome(code, markets[code].withdrawalMinorMin), code).toBe(true);
      expect(carriedBySome(code, markets[code].withdrawalMinorMax), code).toBe(code !== 'PH');
    }
  });

  it('tells whether a channel carries an amount, limits included', () => {
    const gcash = findPayoutChannel('PH', 'ph_gcash');
    if (gcash === null) throw new Error('GCash is a Philippine channel');
    expect(channelCarries(gcash, 5_000_000)).toBe(true);
    expect(channelCarries(gcash, 5_000_001)).toBe(false);
    expect(channelCarries(gcash, 0)).toBe(false);
  });

  it('finds a channel only in its own market, and refuses unknown markets', () => {
    expect(findPayoutChannel('BR', 'br_pix_cpf')?.market).toBe('BR');
    expect(findPayoutChannel('MX', 'br_pix_cpf')).toBeNull();
    expect(findPayoutChannel('BR', 'nope')).toBeNull();
    expect(() => payoutChannelsOf('US' as MarketCode)).toThrow(RangeError);
  });

  it('is frozen all the way down', () => {
    expect(Object.isFrozen(payoutChannels)).toBe(true);
    expect(Object.isFrozen(payoutChannels.BR[0]?.fields[0])).toBe(true);
  });
});
