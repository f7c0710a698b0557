import { checkAgeSetup } from '@sorte/contracts/age';
import type { AgeSetupRefusal } from '@sorte/contracts/age';
import { getMarket, marketDay } from '@sorte/markets';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { confirmAge } from '../api/confirm-age';
import type { ConfirmedAge } from '../api/confirm-age';

export type AgeSetupField = 'username' | 'birthDate' | 'terms';

const refusalMessages: Record<AgeSetupRefusal, MessageKey> = {
  username_invalid: 'ageGate.error.username',
  birth_date_missing: 'ageGate.error.birthDate',
  under_age: 'ageGate.error.underAge',
  terms_not_accepted: 'ageGate.error.terms',
};

const refusalField: Record<AgeSetupRefusal, AgeSetupField> = {
  username_invalid: 'username',
  birth_date_missing: 'birthDate',
  under_age: 'birthDate',
  terms_not_accepted: 'terms',
};

/**
 * The 18+ setup's values and its sending: the same rule as the server (`checkAgeSetup`) checks
 * them first, so a refusal names the field at fault; a name the server finds taken goes there too.
 */
export function useAgeSetup(onConfirmed: (confirmed: ConfirmedAge) => void) {
  const t = useTranslate();
  const { code, profile } = useMarket();
  // The age of the profile the api runs this market under (PAGCOR: 21), not the seed's default.
  const minimumAge = profile.minimumAge;
  const today = marketDay(getMarket(code));
  const [username, setUsername] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [error, setError] = useState<{ field: AgeSetupField; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkAgeSetup({ username, birthDate, termsAccepted }, { today, minimumAge });
    if (!check.ok) {
      setError({
        field: refusalField[check.refusal],
        message: t(refusalMessages[check.refusal], { age: minimumAge }),
      });
      return;
    }
    setError(null);
    setSending(true);
    try {
      onConfirmed(await confirmAge({ username: check.username, birthDate, termsAccepted }));
    } catch (failure) {
      // The api client has shown the server's message as a toast; a taken name belongs under it.
      if (failure instanceof ApiError && failure.msgCode === 'username_taken') {
        setError({ field: 'username', message: failure.message });
      }
    } finally {
      setSending(false);
    }
  }

  return {
    minimumAge,
    today,
    values: { username, birthDate, termsAccepted },
    setUsername,
    setBirthDate,
    setTermsAccepted,
    errorFor: (field: AgeSetupField) => (error?.field === field ? error.message : null),
    sending,
    submit,
  };
}

export type AgeSetup = ReturnType<typeof useAgeSetup>;
