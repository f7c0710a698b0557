import { majorUnitsToMinor } from '@sorte/money';
import { deepFreeze } from '../deep-freeze';
import type { MarketCode } from '../market-codes';
import { payoutOrderTypes } from './order-types';
import type { PayoutBankCode, PayoutOrderType } from './order-types';
import { typicalMinutesByTiming } from './payout-channel';
import type {
  PayoutChannel,
  PayoutDestinationType,
  PayoutFieldSpec,
  PayoutTiming,
  PixKeyType,
} from './payout-channel';
import type { DigitCount } from './fields/check-digits-field';

/*
 * Which channel is which of the seed's two times (chosen): a payout over the country's instant
 * interbank transfers (PIX, SPEI, NIP, BI-FAST, NAPAS 247, Thailand's and Egypt's) is a "bank
 * transfer", typically 2 minutes once sent; a payout to an e-wallet or a QR code goes through the
 * wallet's own disbursement service, one hop more, and is the "fast channel", typically within 5.
 */

// chosen: every account names its holder, as the bank or wallet knows them: staff compare it with
// the player, and banks that check names refuse a mismatch before paying.
const holderName: PayoutFieldSpec = { name: 'holderName', kind: 'holder_name', required: true };
// chosen: a PIX account may carry its holder's CPF; required only under own-CPF payouts.
const holderCpf: PayoutFieldSpec = { name: 'holderCpf', kind: 'cpf', required: false };

interface ChannelParts {
  id: string;
  market: MarketCode;
  orderType: PayoutOrderType;
  destinationType: PayoutDestinationType;
  fields: readonly PayoutFieldSpec[];
  timing: PayoutTiming;
  bankCode?: PayoutBankCode;
  pixKeyType?: PixKeyType;
  provider?: string;
  amountMinorMax?: number;
}

function channel(parts: ChannelParts): PayoutChannel {
  return {
    id: parts.id,
    market: parts.market,
    orderType: parts.orderType,
    bankCode: parts.bankCode ?? null,
    destinationType: parts.destinationType,
    pixKeyType: parts.pixKeyType ?? null,
    provider: parts.provider ?? null,
    fields: parts.fields,
    timing: parts.timing,
    typicalMinutes: typicalMinutesByTiming[parts.timing],
    amountMinorMax: parts.amountMinorMax ?? null,
  };
}

function pix(id: string, orderType: PayoutOrderType, pixKeyType: PixKeyType): PayoutChannel {
  const kinds = {
    cpf: 'cpf',
    phone: 'mobile_number',
    email: 'email',
    random: 'pix_random_key',
  } as const;
  return channel({
    id,
    market: 'BR',
    orderType,
    destinationType: 'pix',
    pixKeyType,
    provider: 'pix',
    fields: [{ name: 'account', kind: kinds[pixKeyType], required: true }, holderName, holderCpf],
    timing: 'bank_transfer',
  });
}

function wallet(
  market: MarketCode,
  id: string,
  provider: string,
  extra: { bankCode?: PayoutBankCode; amountMinorMax?: number } = {},
): PayoutChannel {
  return channel({
    id,
    market,
    orderType: payoutOrderTypes.WALLET,
    destinationType: 'ewallet',
    provider,
    fields: [{ name: 'account', kind: 'mobile_number', required: true }, holderName],
    timing: 'fast_channel',
    ...extra,
  });
}

function bank(
  market: MarketCode,
  id: string,
  bankCodeDigits: DigitCount,
  account: PayoutFieldSpec,
  extra: { bankCode?: PayoutBankCode; provider?: string } = {},
): PayoutChannel {
  return channel({
    id,
    market,
    orderType: payoutOrderTypes.BANK,
    destinationType: 'bank',
    fields: [
      { name: 'bankCode', kind: 'bank_code', required: true, digits: bankCodeDigits },
      account,
      holderName,
    ],
    timing: 'bank_transfer',
    ...extra,
  });
}

const idrWalletMax = majorUnitsToMinor(20_000_000, 'IDR');
const phpWalletMax = majorUnitsToMinor(50_000, 'PHP');

/** The payout channels of each market, in the order a form lists them. */
export const payoutChannels: { readonly [Code in MarketCode]: readonly PayoutChannel[] } =
  deepFreeze({
    // chosen: the four PIX key types a person can hold (CNPJ keys belong to companies).
    BR: [
      pix('br_pix_cpf', payoutOrderTypes.CPF, 'cpf'),
      pix('br_pix_phone', payoutOrderTypes.PHONE, 'phone'),
      pix('br_pix_email', payoutOrderTypes.EMAIL, 'email'),
      pix('br_pix_random', payoutOrderTypes.EVP, 'random'),
    ],
    // chosen: the CBN's 3-digit bank codes carry the NUBAN check digit; 6-digit institution codes
    // (microfinance banks and other institutions) are taken with a 10-digit account, unchecked.
    NG: [
      bank(
        'NG',
        'ng_bank',
        { digitsMin: 3, digitsMax: 6 },
        { name: 'account', kind: 'nuban', required: true },
        { provider: 'nip' },
      ),
    ],
    // The seed's Indonesian bank codes. chosen: e-wallets carry at most Rp 20,000,000, the balance
    // Bank Indonesia allows a registered e-money account since July 2022; QRIS at most
    // Rp 10,000,000, its per-transaction limit since March 2022; banks via DOKU take 3-digit bank
    // codes and 8 to 18 digits (BCA and BNI use 10, BTN 16).
    ID: [
      wallet('ID', 'id_dana', 'dana', { bankCode: 'DANA', amountMinorMax: idrWalletMax }),
      wallet('ID', 'id_ovo', 'ovo', { bankCode: 'OVO', amountMinorMax: idrWalletMax }),
      wallet('ID', 'id_linkaja', 'linkaja', { bankCode: 'LinkAja', amountMinorMax: idrWalletMax }),
      wallet('ID', 'id_shopeepay', 'shopeepay', {
        bankCode: 'SHOPEEPAY',
        amountMinorMax: idrWalletMax,
      }),
      channel({
        id: 'id_qris',
        market: 'ID',
        orderType: payoutOrderTypes.QRCODE,
        bankCode: 'QRIS',
        destinationType: 'qr',
        provider: 'qris',
        fields: [{ name: 'account', kind: 'qris', required: true }, holderName],
        timing: 'fast_channel',
        amountMinorMax: majorUnitsToMinor(10_000_000, 'IDR'),
      }),
      bank(
        'ID',
        'id_bank',
        { digitsMin: 3, digitsMax: 3 },
        {
          name: 'account',
          kind: 'bank_account_number',
          required: true,
          digits: { digitsMin: 8, digitsMax: 18 },
        },
        { bankCode: 'DOKUVA', provider: 'doku' },
      ),
    ],
    // The seed: a CLABE (18 digits) or a debit card (16 digits); SPEI pays to both. chosen: both
    // are order type BANK 2, the seed having no card type.
    MX: [
      channel({
        id: 'mx_clabe',
        market: 'MX',
        orderType: payoutOrderTypes.BANK,
        destinationType: 'clabe',
        provider: 'spei',
        fields: [{ name: 'account', kind: 'clabe', required: true }, holderName],
        timing: 'bank_transfer',
      }),
      channel({
        id: 'mx_debit_card',
        market: 'MX',
        orderType: payoutOrderTypes.BANK,
        destinationType: 'card',
        provider: 'spei',
        fields: [{ name: 'account', kind: 'debit_card', required: true }, holderName],
        timing: 'bank_transfer',
      }),
    ],
    // chosen: GCash and Maya by mobile number, at most ₱50,000 a payout, InstaPay's
    // per-transaction limit.
    PH: [
      wallet('PH', 'ph_gcash', 'gcash', { amountMinorMax: phpWalletMax }),
      wallet('PH', 'ph_maya', 'maya', { amountMinorMax: phpWalletMax }),
    ],
    // chosen: a bank account over NAPAS 247 (6-digit NAPAS bank BIN, 6 to 19 digits), or a MoMo
    // wallet by mobile number.
    VN: [
      bank(
        'VN',
        'vn_bank',
        { digitsMin: 6, digitsMax: 6 },
        {
          name: 'account',
          kind: 'bank_account_number',
          required: true,
          digits: { digitsMin: 6, digitsMax: 19 },
        },
        { provider: 'napas' },
      ),
      wallet('VN', 'vn_momo', 'momo'),
    ],
    // chosen: a bank account (3-digit Thai bank code, 10 to 12 digits), or PromptPay by mobile
    // number, which the bank behind it pays like a transfer.
    TH: [
      bank(
        'TH',
        'th_bank',
        { digitsMin: 3, digitsMax: 3 },
        {
          name: 'account',
          kind: 'bank_account_number',
          required: true,
          digits: { digitsMin: 10, digitsMax: 12 },
        },
      ),
      channel({
        id: 'th_promptpay',
        market: 'TH',
        orderType: payoutOrderTypes.PHONE,
        destinationType: 'bank',
        provider: 'promptpay',
        fields: [{ name: 'account', kind: 'mobile_number', required: true }, holderName],
        timing: 'bank_transfer',
      }),
    ],
    // chosen: a bank account by IBAN (its bank code is inside), or a mobile wallet by number
    // (Egypt's wallets take transfers from one another by number).
    EG: [
      channel({
        id: 'eg_bank',
        market: 'EG',
        orderType: payoutOrderTypes.BANK,
        destinationType: 'bank',
        provider: 'instapay',
        fields: [{ name: 'account', kind: 'egypt_iban', required: true }, holderName],
        timing: 'bank_transfer',
      }),
      wallet('EG', 'eg_wallet', 'mobile_wallet'),
    ],
  });

export function payoutChannelsOf(marketCode: MarketCode): readonly PayoutChannel[] {
  const channels = payoutChannels[marketCode] as readonly PayoutChannel[] | undefined;
  if (channels === undefined) throw new RangeError(`unknown market ${String(marketCode)}`);
  return channels;
}

/** The market's channel with this id, or null (an id from another market is not found). */
export function findPayoutChannel(marketCode: MarketCode, channelId: string): PayoutChannel | null {
  return payoutChannelsOf(marketCode).find((candidate) => candidate.id === channelId) ?? null;
}
