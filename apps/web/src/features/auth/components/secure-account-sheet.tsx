import { useQueryClient } from '@tanstack/react-query';
import { checkCredentials } from '@sorte/contracts/credentials';
import type { CredentialsRefusal } from '@sorte/contracts/credentials';
import { getMarket } from '@sorte/markets';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { showToast } from '../../../lib/ui-store';
import { bindAccount } from '../api/bind-account';
import { Button } from '../../../components/ui/button';

export interface SecureAccountSheetProps {
  /** The 18+ setup's username: it signs in too. */
  username: string;
  /** Credentials already bound: changing them needs the current password. */
  bound: boolean;
  phone: string | null;
  email: string | null;
  onClose: () => void;
  onSecured: () => void;
  notice?: ReactNode;
}

type Field = 'current' | 'password' | 'repeat' | 'phone' | 'email';

const refusals: Record<CredentialsRefusal, { field: Field; message: MessageKey }> = {
  password_too_weak: { field: 'password', message: 'secure.error.weak' },
  phone_invalid: { field: 'phone', message: 'secure.error.phone' },
  email_invalid: { field: 'email', message: 'secure.error.email' },
};

const serverFields: Record<string, Field> = {
  password_wrong: 'current',
  password_too_weak: 'password',
  phone_invalid: 'phone',
  phone_taken: 'phone',
  email_invalid: 'email',
  email_taken: 'email',
};

/**
 * "Secure your account": binds a password, and a phone or an e-mail, to the guest account, so it
 * opens on another device with the same balance, history and limits. The rule the server applies
 * (`checkCredentials`) checks each field first, so the message sits under the field at fault.
 */
export default function SecureAccountSheet(props: SecureAccountSheetProps) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const ids = {
    current: useId(),
    password: useId(),
    repeat: useId(),
    phone: useId(),
    email: useId(),
  };
  const [values, setValues] = useState({
    current: '',
    password: '',
    repeat: '',
    phone: props.phone ?? '',
    email: props.email ?? '',
  });
  const [error, setError] = useState<{ field: Field; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkCredentials(market.code, values);
    if (!check.ok) {
      const refusal = refusals[check.refusal];
      setError({ field: refusal.field, message: t(refusal.message) });
      return;
    }
    if (values.password !== values.repeat) {
      setError({ field: 'repeat', message: t('secure.error.mismatch') });
      return;
    }
    setError(null);
    setSending(true);
    try {
      await bindAccount({
        password: values.password,
        ...(props.bound ? { currentPassword: values.current } : {}),
        ...(values.phone.trim() ? { phone: values.phone } : {}),
        ...(values.email.trim() ? { email: values.email } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['player-profile'] });
      showToast(t('secure.done'));
      props.onSecured();
    } catch (failure) {
      // Shown as a toast by the api client; the field at fault shows it too.
      if (failure instanceof ApiError && serverFields[failure.msgCode]) {
        setError({ field: serverFields[failure.msgCode] ?? 'password', message: failure.message });
      }
      setSending(false);
    }
  }

  const field = (
    name: Field,
    label: MessageKey,
    input: { type: string; autoComplete: string; hint?: string },
  ) => (
    <>
      <label className="sheet__label" htmlFor={ids[name]}>
        {t(label)}
      </label>
      <input
        id={ids[name]}
        className="sheet__input"
        name={name}
        type={input.type}
        autoComplete={input.autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={name === 'email' ? 254 : 128}
        placeholder={input.hint}
        value={values[name]}
        aria-invalid={error?.field === name}
        onChange={set(name)}
      />
      {error?.field === name ? (
        <p className="sheet__error" role="alert" data-testid="secure-error">
          {error.message}
        </p>
      ) : null}
    </>
  );

  return (
    <SheetDialog
      title={t('secure.title')}
      closeLabel={t('secure.close')}
      onClose={props.onClose}
      testId="secure-sheet"
    >
      {props.notice}
      <p className="sheet__intro">{t('secure.intro')}</p>
      <p className="sheet__intro">{t('secure.usernameIs', { username: props.username })}</p>
      <form className="sheet__form" noValidate onSubmit={(event) => void submit(event)}>
        {props.bound
          ? field('current', 'secure.currentPassword', {
              type: 'password',
              autoComplete: 'current-password',
            })
          : null}
        {field('password', 'secure.password', {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('secure.passwordHint'),
        })}
        {field('repeat', 'secure.passwordRepeat', {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {field('phone', 'secure.phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: getMarket(market.code).phoneAreaCode,
        })}
        {field('email', 'secure.email', { type: 'email', autoComplete: 'email' })}
        <Button
          className="sheet__submit"
          type="submit"
          data-testid="secure-submit"
          disabled={sending}
        >
          {t('secure.submit')}
        </Button>
      </form>
    </SheetDialog>
  );
}
