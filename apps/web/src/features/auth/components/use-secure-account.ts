import { useQueryClient } from '@tanstack/react-query';
import { checkCredentials } from '@sorte/contracts/credentials';
import type { CredentialsRefusal } from '@sorte/contracts/credentials';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { showToast } from '../../../lib/ui-store';
import { bindAccount } from '../api/bind-account';

export type CredentialField = 'current' | 'password' | 'repeat' | 'phone' | 'email';

const refusals: Record<CredentialsRefusal, { field: CredentialField; message: MessageKey }> = {
  password_too_weak: { field: 'password', message: 'secure.error.weak' },
  phone_invalid: { field: 'phone', message: 'secure.error.phone' },
  email_invalid: { field: 'email', message: 'secure.error.email' },
};

const serverFields: Record<string, CredentialField> = {
  password_wrong: 'current',
  password_too_weak: 'password',
  phone_invalid: 'phone',
  phone_taken: 'phone',
  email_invalid: 'email',
  email_taken: 'email',
};

export interface SecureAccountStart {
  /** Credentials already bound: changing them needs the current password. */
  bound: boolean;
  phone: string | null;
  email: string | null;
  onSecured: () => void;
}

/**
 * The credentials being bound and their sending. The rule the server applies
 * (`checkCredentials`) checks them first, so a refusal names the field at fault; so does the
 * server's own refusal once sent.
 */
export function useSecureAccount({ bound, phone, email, onSecured }: SecureAccountStart) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<CredentialField, string>>({
    current: '',
    password: '',
    repeat: '',
    phone: phone ?? '',
    email: email ?? '',
  });
  const [error, setError] = useState<{ field: CredentialField; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  const set = (field: CredentialField, value: string) =>
    setValues((before) => ({ ...before, [field]: value }));

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
        ...(bound ? { currentPassword: values.current } : {}),
        ...(values.phone.trim() ? { phone: values.phone } : {}),
        ...(values.email.trim() ? { email: values.email } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: ['player-profile'] });
      showToast(t('secure.done'));
      onSecured();
    } catch (failure) {
      // Shown as a toast by the api client; the field at fault shows it too.
      if (failure instanceof ApiError && serverFields[failure.msgCode]) {
        setError({ field: serverFields[failure.msgCode] ?? 'password', message: failure.message });
      }
      setSending(false);
    }
  }

  return {
    values,
    set,
    errorFor: (field: CredentialField) => (error?.field === field ? error.message : null),
    sending,
    submit,
  };
}
