import { checkPayoutAccount, findPayoutChannel, payoutAccountErrorMessage } from '@sorte/markets';
import type {
  PayoutAccountError,
  PayoutChannel,
  PayoutFieldName,
  PayoutFieldSpec,
} from '@sorte/markets';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useMarket } from '../../../lib/market';
import type { AppMarket } from '../../../lib/market';
import { addPayoutAccount } from '../api/add-payout-account';
import type { PayoutAccountView } from '../api/payout-accounts';
import { updatePayoutAccount } from '../api/update-payout-account';

type Values = Record<PayoutFieldName, string>;
export type PayoutFormErrors = Partial<Record<PayoutFieldName | 'channelId' | 'form', string>>;

export interface PayoutAccountStart {
  /** The channels the server offers, in its order. */
  channelIds: readonly string[];
  /** The market's profile pays only to accounts in the player's own CPF (br-regulated). */
  ownCpfPayoutsOnly: boolean;
  playerCpf: string | null;
  /** The account being changed; absent, a new one is added. */
  editing?: PayoutAccountView;
  onSaved: (account: PayoutAccountView) => void;
}

/**
 * The holder's CPF is asked only where it decides anything: under own-CPF payouts, for PIX keys
 * that do not name a CPF themselves (a CPF key is its own holder's CPF).
 */
function fieldsShown(channel: PayoutChannel, ownCpfPayoutsOnly: boolean): PayoutFieldSpec[] {
  return channel.fields.filter(
    (spec) => spec.name !== 'holderCpf' || (ownCpfPayoutsOnly && channel.pixKeyType !== 'cpf'),
  );
}

/** The first refusal of each field, in the player's language; the rest wait their turn. */
function errorsByField(errors: readonly PayoutAccountError[], market: AppMarket) {
  const found: PayoutFormErrors = {};
  for (const error of errors) {
    const key = error.field ?? 'form';
    found[key] ??= payoutAccountErrorMessage(error.code, market.language, market.code);
  }
  return found;
}

/**
 * The payout account being added or changed and its sending. Every field is checked by
 * `checkPayoutAccount`, the rule the server enforces; a refusal stays under its field, and the
 * first field at fault takes the focus.
 */
export function usePayoutAccountForm(start: PayoutAccountStart) {
  const { editing, ownCpfPayoutsOnly, playerCpf } = start;
  const market = useMarket();
  const [channelId, setChannelId] = useState(editing?.channelId ?? start.channelIds[0] ?? '');
  const [values, setValues] = useState<Values>({
    account: editing?.account ?? '',
    bankCode: editing?.bankCode ?? '',
    holderName: editing?.holderName ?? '',
    holderCpf: editing?.holderCpf ?? (ownCpfPayoutsOnly ? (playerCpf ?? '') : ''),
  });
  const [errors, setErrors] = useState<PayoutFormErrors>({});
  const [sending, setSending] = useState(false);
  const inputs = useRef<Partial<Record<PayoutFieldName, HTMLInputElement | null>>>({});
  const channel = findPayoutChannel(market.code, channelId);
  const shown = channel ? fieldsShown(channel, ownCpfPayoutsOnly) : [];

  function change(name: PayoutFieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined, form: undefined }));
  }

  function chooseChannel(next: string) {
    setChannelId(next);
    // Another channel's key means something else: the holder stays, the key starts empty.
    setValues((current) => ({ ...current, account: '', bankCode: '' }));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!channel || sending) return;
    const typed = (name: PayoutFieldName) =>
      shown.some((spec) => spec.name === name) ? values[name] : null;
    const check = checkPayoutAccount(
      market.code,
      {
        channelId,
        account: typed('account'),
        bankCode: typed('bankCode'),
        holderName: typed('holderName'),
        holderCpf: typed('holderCpf'),
      },
      { complianceProfile: { ownCpfPayoutsOnly }, playerCpf },
    );
    if (!check.ok) {
      setErrors(errorsByField(check.errors, market));
      const first = check.errors.find((error) => error.field !== null)?.field;
      if (first && first !== 'channelId') inputs.current[first]?.focus();
      return;
    }
    const { account } = check;
    const body = {
      channelId,
      account: account.account,
      bankCode: account.destinationBankCode,
      holderName: account.holderName,
      holderCpf: account.holderCpf,
    };
    setSending(true);
    try {
      const saved = editing
        ? await updatePayoutAccount({ ...body, accountId: editing.accountId })
        : await addPayoutAccount(body);
      start.onSaved(saved.account);
    } catch (error) {
      // The api client has shown it as a toast too; here it stays beside the form.
      if (error instanceof ApiError) setErrors({ form: error.message });
    } finally {
      setSending(false);
    }
  }

  return {
    channelId,
    chooseChannel,
    shown,
    values,
    change,
    errors,
    /** Where each input registers itself, to be focused when it is the first at fault. */
    inputRef: (name: PayoutFieldName) => (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
    sending,
    submit,
  };
}

export type PayoutAccountFormState = ReturnType<typeof usePayoutAccountForm>;
