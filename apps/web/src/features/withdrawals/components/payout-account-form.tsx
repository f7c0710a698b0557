import { mobileNumberRules, payoutChannelLabel } from '@sorte/markets';
import type { PayoutFieldSpec } from '@sorte/markets';
import type { InputHTMLAttributes } from 'react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { usePayoutAccountForm } from './use-payout-account-form';
import type { PayoutAccountFormState, PayoutAccountStart } from './use-payout-account-form';
import './payout-accounts.css';

export interface PayoutAccountFormProps extends PayoutAccountStart {
  onCancel: () => void;
}

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

function ChannelField({
  form,
  channelIds,
}: {
  form: PayoutAccountFormState;
  channelIds: readonly string[];
}) {
  const t = useTranslate();
  const market = useMarket();
  return (
    <Field label={t('account.channel')}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={form.channelId}
          data-testid="payout-channel"
          onChange={(event) => form.chooseChannel(event.target.value)}
        >
          {channelIds.map((id) => (
            <option key={id} value={id}>
              {payoutChannelLabel(id, market.language)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface AccountFieldProps {
  form: PayoutAccountFormState;
  spec: PayoutFieldSpec;
  ownCpfPayoutsOnly: boolean;
}

/** One of the channel's fields, marked optional where the channel does not need it. */
function AccountField({ form, spec, ownCpfPayoutsOnly }: AccountFieldProps) {
  const t = useTranslate();
  const market = useMarket();
  const label = t(labelKey(spec));
  const placeholder =
    spec.kind === 'cpf'
      ? '000.000.000-00'
      : spec.kind === 'mobile_number'
        ? mobileNumberRules[market.code].example
        : undefined;
  return (
    <Field
      label={
        spec.required || (spec.name === 'holderCpf' && ownCpfPayoutsOnly)
          ? label
          : t('account.optional', { label })
      }
      error={form.errors[spec.name]}
      errorTestId={`payout-error-${spec.name}`}
    >
      {(control) => (
        <input
          {...control}
          ref={form.inputRef(spec.name)}
          className="field__input"
          value={form.values[spec.name]}
          placeholder={placeholder}
          data-testid={`payout-field-${spec.name}`}
          onChange={(event) => form.change(spec.name, event.target.value)}
          {...inputProps(spec)}
        />
      )}
    </Field>
  );
}

/**
 * Adds or changes a payout account. Every field is checked by `checkPayoutAccount`, the rule the
 * server enforces, and each refusal is shown under its field in the player's language before
 * anything is sent.
 */
export function PayoutAccountForm({ onCancel, ...start }: PayoutAccountFormProps) {
  const t = useTranslate();
  const form = usePayoutAccountForm(start);
  const titleId = useId();
  const formError = form.errors.form ?? form.errors.channelId;
  return (
    <form
      className="payout-form"
      noValidate
      aria-labelledby={titleId}
      data-testid="payout-account-form"
      onSubmit={(event) => void form.submit(event)}
    >
      <h3 id={titleId} className="payout-form__title">
        {t(start.editing ? 'account.formEdit' : 'account.formAdd')}
      </h3>
      <ChannelField form={form} channelIds={start.channelIds} />
      {form.shown.map((spec) => (
        <AccountField
          key={spec.name}
          form={form}
          spec={spec}
          ownCpfPayoutsOnly={start.ownCpfPayoutsOnly}
        />
      ))}
      {formError ? (
        <p className="field__error" role="alert" data-testid="payout-error-form">
          {formError}
        </p>
      ) : null}
      <div className="payout-form__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('account.cancel')}
        </Button>
        <Button type="submit" disabled={form.sending} data-testid="payout-account-save">
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
