import type { ComplianceProfile } from '../compliance-profiles';
import type { MarketCode } from '../market-codes';
import { isValidNuban } from '../accounts/nuban-check-digit';
import { checkCpfField } from './fields/check-cpf-field';
import { checkPayoutField } from './fields/check-payout-field';
import { payoutFieldErrorCodes } from './fields/payout-field-check';
import type { PayoutFieldCheck } from './fields/payout-field-check';
import type { PayoutBankCode, PayoutOrderType } from './order-types';
import type {
  PayoutChannel,
  PayoutDestinationType,
  PayoutFieldName,
  PixKeyType,
} from './payout-channel';
import { findPayoutChannel } from './payout-channels';

/** Every reason an account is refused: a field's own rule, or a rule of the whole account. */
export const payoutAccountErrorCodes = [
  ...payoutFieldErrorCodes,
  'channel_unknown',
  'player_cpf_missing',
  'holder_cpf_required',
  'cpf_not_own',
  'holder_cpf_mismatch',
] as const;

export type PayoutAccountErrorCode = (typeof payoutAccountErrorCodes)[number];

/** What the form sends: the channel chosen and the fields as typed. */
export interface PayoutAccountInput {
  readonly channelId: string;
  readonly account?: string | null;
  readonly bankCode?: string | null;
  readonly holderName?: string | null;
  readonly holderCpf?: string | null;
}

export interface PayoutAccountRules {
  /**
   * What the market's profile as the api runs it (Brazil may be switched to `br-regulated`) says
   * about payout accounts; the form knows only this much of it.
   */
  readonly complianceProfile: Pick<ComplianceProfile, 'ownCpfPayoutsOnly'>;
  /** The CPF the player registered (`/v1/bus/updateCpf`), or null when they have not yet. */
  readonly playerCpf: string | null;
}

/** An account that passed every rule, with each value in the form it is stored and paid to. */
export interface PayoutAccount {
  readonly channelId: string;
  readonly market: MarketCode;
  readonly orderType: PayoutOrderType;
  readonly bankCode: PayoutBankCode | null;
  readonly destinationType: PayoutDestinationType;
  readonly pixKeyType: PixKeyType | null;
  readonly provider: string | null;
  /** The PIX key, CLABE, card, mobile number, account number, IBAN or QR code. */
  readonly account: string;
  /** The bank the player chose, for bank channels; null elsewhere. */
  readonly destinationBankCode: string | null;
  readonly holderName: string;
  /** The CPF the account belongs to, where known (a CPF key is its own holder's CPF). */
  readonly holderCpf: string | null;
}

/** A refusal; `field` null means the account as a whole. */
export interface PayoutAccountError {
  readonly field: PayoutFieldName | 'channelId' | null;
  readonly code: PayoutAccountErrorCode;
}

export type PayoutAccountCheck =
  | { readonly ok: true; readonly account: PayoutAccount }
  | { readonly ok: false; readonly errors: readonly PayoutAccountError[] };

/**
 * Checks a whole payout account for a market, the one rule the form shows and the server enforces.
 * Every field is checked and every refusal returned at once, so the form can mark each field.
 *
 * Under a profile with own-CPF payouts (`br-regulated`) an account is accepted only in the
 * player's own CPF: a CPF key must be the player's CPF, and a phone, e-mail or random key must
 * name a holder CPF equal to it (chosen: the key itself does not say whose it is, so the player
 * states the holder's CPF, which a PIX provider's key lookup in the Banco Central's directory can
 * confirm before paying). Without a registered CPF no account is accepted there.
 */
export function checkPayoutAccount(
  marketCode: MarketCode,
  input: PayoutAccountInput,
  rules: PayoutAccountRules,
): PayoutAccountCheck {
  const ownCpfOnly = rules.complianceProfile.ownCpfPayoutsOnly;
  if (ownCpfOnly && marketCode !== 'BR') {
    throw new RangeError(`own-CPF payouts apply to Brazil only, not to ${marketCode}`);
  }
  const channel = findPayoutChannel(marketCode, input.channelId);
  if (channel === null) {
    return { ok: false, errors: [{ field: 'channelId', code: 'channel_unknown' }] };
  }

  const errors: PayoutAccountError[] = [];
  const values = checkChannelFields(marketCode, channel, input, errors);
  const keyCpf = channel.pixKeyType === 'cpf' ? (values.account ?? null) : null;
  const holderCpf = values.holderCpf ?? null;
  if (keyCpf !== null && holderCpf !== null && holderCpf !== keyCpf) {
    errors.push({ field: 'holderCpf', code: 'holder_cpf_mismatch' });
  }
  // Ownership is judged from the fields that name a CPF, once those passed their own rules.
  const cpfFieldsPassed =
    !errors.some((error) => error.field === 'holderCpf') &&
    (channel.pixKeyType !== 'cpf' || keyCpf !== null);
  if (ownCpfOnly && cpfFieldsPassed) {
    const ownerError = checkOwnCpf(keyCpf, holderCpf, rules.playerCpf);
    if (ownerError !== null) errors.push(ownerError);
  }

  const account = values.account;
  const holderName = values.holderName;
  if (errors.length > 0 || account === undefined || holderName === undefined) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    account: {
      channelId: channel.id,
      market: channel.market,
      orderType: channel.orderType,
      bankCode: channel.bankCode,
      destinationType: channel.destinationType,
      pixKeyType: channel.pixKeyType,
      provider: channel.provider,
      account,
      destinationBankCode: values.bankCode ?? null,
      holderName,
      holderCpf: keyCpf ?? holderCpf,
    },
  };
}

/** Checks each field the channel uses; fields it does not use are ignored, never stored. */
function checkChannelFields(
  marketCode: MarketCode,
  channel: PayoutChannel,
  input: PayoutAccountInput,
  errors: PayoutAccountError[],
): Partial<Record<PayoutFieldName, string>> {
  const values: Partial<Record<PayoutFieldName, string>> = {};
  for (const spec of channel.fields) {
    const raw: unknown = input[spec.name];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (spec.required) errors.push({ field: spec.name, code: 'field_missing' });
      continue;
    }
    // Anything but text (a number, an object from a careless client) fails the field's own rule.
    const check = checkPayoutField(marketCode, spec, typeof raw === 'string' ? raw : '');
    if (check.ok) values[spec.name] = check.value;
    else errors.push({ field: spec.name, code: check.error });
  }
  const nubanError = checkNubanAgainstBank(channel, values);
  if (nubanError !== null) {
    delete values.account;
    errors.push({ field: 'account', code: nubanError.error });
  }
  return values;
}

/**
 * A NUBAN's check digit depends on its bank: checked once both fields passed, and only for the
 * CBN's 3-digit bank codes (see payout-channels.ts).
 */
function checkNubanAgainstBank(
  channel: PayoutChannel,
  values: Partial<Record<PayoutFieldName, string>>,
): (PayoutFieldCheck & { ok: false }) | null {
  const isNuban = channel.fields.some((spec) => spec.kind === 'nuban');
  const { account, bankCode } = values;
  if (!isNuban || account === undefined || bankCode?.length !== 3) return null;
  return isValidNuban(bankCode, account) ? null : { ok: false, error: 'account_number_invalid' };
}

function checkOwnCpf(
  keyCpf: string | null,
  holderCpf: string | null,
  playerCpfInput: string | null,
): PayoutAccountError | null {
  const playerCpf = playerCpfInput === null ? null : checkCpfField(playerCpfInput);
  if (playerCpf === null || !playerCpf.ok) return { field: null, code: 'player_cpf_missing' };
  if (keyCpf !== null) {
    return keyCpf === playerCpf.value ? null : { field: 'account', code: 'cpf_not_own' };
  }
  if (holderCpf === null) return { field: 'holderCpf', code: 'holder_cpf_required' };
  return holderCpf === playerCpf.value ? null : { field: 'holderCpf', code: 'cpf_not_own' };
}
