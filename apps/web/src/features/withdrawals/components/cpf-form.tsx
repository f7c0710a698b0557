import { checkCpfField, payoutAccountErrorMessage } from '@sorte/markets';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { registerCpf } from '../api/register-cpf';
import './payout-accounts.css';
import { Button } from '../../../components/ui/button';
import '../../../components/ui/field.css';

/**
 * Where the profile pays only to accounts in the player's own CPF (br-regulated), the CPF comes
 * first, registered once. Checked here by the same rule the server uses.
 */
export function CpfForm({ onRegistered }: { onRegistered: (cpf: string) => void }) {
  const t = useTranslate();
  const market = useMarket();
  const inputId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkCpfField(text);
    if (!check.ok) {
      setError(payoutAccountErrorMessage(check.error, market.language, market.code));
      return;
    }
    setSending(true);
    try {
      onRegistered((await registerCpf({ cpf: check.value })).cpf);
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="payout-form payout-form--cpf"
      noValidate
      data-testid="cpf-form"
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="payout-form__title">{t('cpf.title')}</h3>
      <p className="payout-form__intro">{t('cpf.intro')}</p>
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {t('cpf.label')}
        </label>
        <input
          id={inputId}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          data-testid="cpf-input"
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={`${inputId}-error`} className="field__error" data-testid="cpf-error">
            {error}
          </p>
        ) : null}
      </div>
      <Button block type="submit" disabled={sending} data-testid="cpf-save">
        {t('cpf.save')}
      </Button>
    </form>
  );
}
