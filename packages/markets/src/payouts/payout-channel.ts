import type { MarketCode } from '../market-codes';
import type { DigitCount } from './fields/check-digits-field';
import type { PayoutBankCode, PayoutOrderType } from './order-types';

/** The fields a payout account may have; every channel uses `account` and `holderName`. */
export const payoutFieldNames = ['account', 'bankCode', 'holderName', 'holderCpf'] as const;
export type PayoutFieldName = (typeof payoutFieldNames)[number];

/** What a field holds, which decides the rule that checks it. */
export type PayoutFieldKind =
  | 'cpf'
  | 'mobile_number'
  | 'email'
  | 'pix_random_key'
  | 'clabe'
  | 'debit_card'
  | 'bank_code'
  | 'bank_account_number'
  | 'nuban'
  | 'egypt_iban'
  | 'qris'
  | 'holder_name';

export interface PayoutFieldSpec {
  readonly name: PayoutFieldName;
  readonly kind: PayoutFieldKind;
  /** A field not required may be left empty (holderCpf, except under own-CPF payouts). */
  readonly required: boolean;
  /** For bank codes and account numbers: how many digits the market's banks use. */
  readonly digits?: DigitCount;
}

/** The PIX key types of the Banco Central (the payment provider's keyType). */
export type PixKeyType = 'cpf' | 'phone' | 'email' | 'random';

/** Where the money goes, as the payment provider's payout destination names it. */
export type PayoutDestinationType = 'pix' | 'clabe' | 'card' | 'bank' | 'ewallet' | 'qr';

/**
 * The seed's two payout times: a bank transfer typically arrives 2 minutes after it is sent, a
 * fast channel within 5. Which channel is which is chosen per channel (see payout-channels.ts).
 */
export type PayoutTiming = 'bank_transfer' | 'fast_channel';

export const typicalMinutesByTiming: { readonly [Timing in PayoutTiming]: number } = {
  bank_transfer: 2,
  fast_channel: 5,
};

/** One way a market pays a withdrawal out: a PIX key type, a CLABE, a wallet, a bank. */
export interface PayoutChannel {
  /** Unique across markets; stored with each payout account. */
  readonly id: string;
  readonly market: MarketCode;
  readonly orderType: PayoutOrderType;
  /** The seed's bank code where it has one (only Indonesia's channels do). */
  readonly bankCode: PayoutBankCode | null;
  readonly destinationType: PayoutDestinationType;
  /** For PIX channels: which key type the account field holds. */
  readonly pixKeyType: PixKeyType | null;
  /** The wallet or network the money arrives through, for the provider (e.g. `gcash`). */
  readonly provider: string | null;
  readonly fields: readonly PayoutFieldSpec[];
  readonly timing: PayoutTiming;
  /**
   * Minutes a payout typically takes from being sent to arriving. Typical, not promised: the
   * player's bank or wallet decides, and review comes before sending.
   */
  readonly typicalMinutes: number;
  /** The largest payout the channel carries; null: no limit of its own, the market's applies. */
  readonly amountMinorMax: number | null;
}

/**
 * Whether a channel carries a payout of this amount. No channel has a minimum of its own (the
 * market's minimum is above every provider's), so only its maximum can turn an amount away.
 */
export function channelCarries(channel: PayoutChannel, amountMinor: number): boolean {
  return (
    amountMinor > 0 && (channel.amountMinorMax === null || amountMinor <= channel.amountMinorMax)
  );
}
