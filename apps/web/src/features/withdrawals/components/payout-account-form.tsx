import {
  checkPayoutAccount,
  findPayoutChannel,
  mobileNumberRules,
  payoutAccountErrorMessage,
  payoutChannelLabel,
} from '@sorte/markets';
import type { PayoutChannel, PayoutFieldName, PayoutFieldSpec } from '@sorte/markets';
import { useId, useState } from 'react';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { addPayoutAccount } from '../api/add-payout-account';
import type { PayoutAccountView } from '../api/payout-accounts';
import { updatePayoutAccount } from '../api/update-payout-account';
import './payout-accounts.css';
import { Button } from '../../../components/ui/button';
import '../../../components/ui/field.css';

export interface PayoutAccountFormProps {
  /** The channels the server offers, in its order. */
  channelIds: readonly string[];
  /** The market's profile pays only to accounts in the player's own CPF (br-regulated). */
  ownCpfPayoutsOnly: boolean;
  playerCpf: string | null;
  /** The account being changed; absent, a new one is added. */
  editing?: PayoutAccountView;
  onSaved: (account: PayoutAccountView) => void;
  onCancel: () => void;
}

type Values = Record<PayoutFieldName, string>;
type Errors = Partial<Record<PayoutFieldName | 'channelId' | 'form', string>>;

const accountLabels: Record<PayoutFieldSpec['kind'], MessageKey> = {
  cpf: 'account.field.cpf',
  mobile_number: 'account.field.mobile_number',
  email: 'account.field.email',
  pix_random_key: 'account.field.pix_random_key',
  clabe: 'account.field.clabe',
  debit_card: 'account.field.debit_card',
  bank_code: 'account.field.bank_code',
  bank_account_number: 'account.field.bank_account_number',
  nuban: 'account.field.nuban',
  egypt_iban: 'account.field.egypt_iban',
  qris: 'account.field.qris',
  holder_name: 'account.field.holder_name',
};

const numericKinds: readonly PayoutFieldSpec['kind'][] = [
  'cpf',
  'clabe',
  'debit_card',
  'bank_code',
  'bank_account_number',
  'nuban',
];

/**
 * The holder's CPF is asked only where it decides anything: under own-CPF payouts, for PIX keys
 * that do not name a CPF themselves (a CPF key is its own holder's CPF).
 */
function fieldsShown(channel: PayoutChannel, ownCpfPayoutsOnly: boolean): PayoutFieldSpec[] {
  return channel.fields.filter(
    (spec) => spec.name !== 'holderCpf' || (ownCpfPayoutsOnly && channel.pixKeyType !== 'cpf'),
  );
}

function labelKey(spec: PayoutFieldSpec): MessageKey {
  if (spec.name === 'holderCpf') return 'account.field.holder_cpf';
  return accountLabels[spec.kind];
}

function inputProps(spec: PayoutFieldSpec): InputHTMLAttributes<HTMLInputElement> {
  if (spec.kind === 'holder_name') return { autoComplete: 'name' };
  if (spec.kind === 'mobile_number') return { type: 'tel', inputMode: 'tel', autoComplete: 'off' };
  if (spec.kind === 'email') return { type: 'email', inputMode: 'email', autoComplete: 'off' };
  if (numericKinds.includes(spec.kind)) return { inputMode: 'numeric', autoComplete: 'off' };
  return { autoComplete: 'off', autoCapitalize: 'none' };
}

/**
 * Adds or changes a payout account. Every field is checked by `checkPayoutAccount`, the rule the
 * server enforces, and each refusal is shown under its field in the player's language before
 * anything is sent.
 */
export function PayoutAccountForm({
  channelIds,
  ownCpfPayoutsOnly,
  playerCpf,
  editing,
  onSaved,
  onCancel,
}: PayoutAccountFormProps) {
  const t = useTranslate();
  const market = useMarket();
  const formId = useId();
  const [channelId, setChannelId] = useState(editing?.channelId ?? channelIds[0] ?? '');
  const [values, setValues] = useState<Values>({
    account: editing?.account ?? '',
    bankCode: editing?.bankCode ?? '',
    holderName: editing?.holderName ?? '',
    holderCpf: editing?.holderCpf ?? (ownCpfPayoutsOnly ? (playerCpf ?? '') : ''),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const channel = findPayoutChannel(market.code, channelId);
  const shown = channel ? fieldsShown(channel, ownCpfPayoutsOnly) : [];
  const fieldId = (name: string) => `${formId}-${name}`;

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
      const found: Errors = {};
      for (const error of check.errors) {
        const key = error.field ?? 'form';
        found[key] ??= payoutAccountErrorMessage(error.code, market.language, market.code);
      }
      setErrors(found);
      const first = check.errors.find((error) => error.field !== null)?.field;
      if (first) document.getElementById(fieldId(first))?.focus();
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
      onSaved(saved.account);
    } catch (error) {
      // The api client has shown it as a toast too; here it stays beside the form.
      if (error instanceof ApiError) setErrors({ form: error.message });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="payout-form"
      noValidate
      aria-labelledby={`${formId}-title`}
      data-testid="payout-account-form"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${formId}-title`} className="payout-form__title">
        {t(editing ? 'account.formEdit' : 'account.formAdd')}
      </h3>
      <label className="field" htmlFor={fieldId('channelId')}>
        <span className="field__label">{t('account.channel')}</span>
        <select
          id={fieldId('channelId')}
          className="field__input"
          value={channelId}
          data-testid="payout-channel"
          onChange={(event) => chooseChannel(event.target.value)}
        >
          {channelIds.map((id) => (
            <option key={id} value={id}>
              {payoutChannelLabel(id, market.language)}
            </option>
          ))}
        </select>
      </label>
      {shown.map((spec) => {
        const error = errors[spec.name];
        const label = t(labelKey(spec));
        return (
          <div className="field" key={spec.name}>
            <label className="field__label" htmlFor={fieldId(spec.name)}>
              {spec.required || (spec.name === 'holderCpf' && ownCpfPayoutsOnly)
                ? label
                : t('account.optional', { label })}
            </label>
            <input
              id={fieldId(spec.name)}
              className="field__input"
              value={values[spec.name]}
              placeholder={
                spec.kind === 'cpf'
                  ? '000.000.000-00'
                  : spec.kind === 'mobile_number'
                    ? mobileNumberRules[market.code].example
                    : undefined
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldId(`${spec.name}-error`) : undefined}
              data-testid={`payout-field-${spec.name}`}
              onChange={(event) => change(spec.name, event.target.value)}
              {...inputProps(spec)}
            />
            {error ? (
              <p
                id={fieldId(`${spec.name}-error`)}
                className="field__error"
                data-testid={`payout-error-${spec.name}`}
              >
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors.form || errors.channelId ? (
        <p className="field__error" role="alert" data-testid="payout-error-form">
          {errors.form ?? errors.channelId}
        </p>
      ) : null}
      <div className="payout-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
        <Button type="submit" disabled={sending} data-testid="payout-account-save">
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
