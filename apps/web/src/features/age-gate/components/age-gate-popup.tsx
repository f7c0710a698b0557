import { birthDateEarliest, checkAgeSetup, usernameLengthMax } from '@sorte/contracts/age';
import type { AgeSetupRefusal } from '@sorte/contracts/age';
import { getMarket, marketDay } from '@sorte/markets';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { confirmAge } from '../api/confirm-age';
import type { ConfirmedAge } from '../api/confirm-age';
import './age-gate-popup.css';
import { Button } from '../../../components/ui/button';

export interface AgeGatePopupProps {
  onConfirmed: (confirmed: ConfirmedAge) => void;
  onClose: () => void;
  /** Shown under the title: the risk warning where the profile asks for one at sign-up. */
  notice?: ReactNode;
  /** Under the terms box: where to read the terms it accepts. */
  documents?: ReactNode;
}

const refusalMessages: Record<AgeSetupRefusal, MessageKey> = {
  username_invalid: 'ageGate.error.username',
  birth_date_missing: 'ageGate.error.birthDate',
  under_age: 'ageGate.error.underAge',
  terms_not_accepted: 'ageGate.error.terms',
};

const refusalField: Record<AgeSetupRefusal, 'username' | 'birthDate' | 'terms'> = {
  username_invalid: 'username',
  birth_date_missing: 'birthDate',
  under_age: 'birthDate',
  terms_not_accepted: 'terms',
};

/**
 * The 18+ setup (seed §5, PRODUCT.md §3.3): username, date of birth and the age-and-terms box.
 * The same rules as the server check each field before sending, so the player sees the seed's
 * message under the field at fault; it closes only once the server has recorded the setup.
 */
export default function AgeGatePopup({
  onConfirmed,
  onClose,
  notice,
  documents,
}: AgeGatePopupProps) {
  const t = useTranslate();
  const { code, profile } = useMarket();
  const market = getMarket(code);
  // The age of the profile the api runs this market under (PAGCOR: 21), not the seed's default.
  const minimumAge = profile.minimumAge;
  const today = marketDay(market);
  const dialogRef = useModalDialog();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const ids = { title: useId(), username: useId(), birthDate: useId(), terms: useId() };
  const [username, setUsername] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    // After the dialog has opened (effects run in order), focus starts on the title: not on ×,
    // and without raising the phone's keyboard unasked.
    titleRef.current?.focus();
  }, []);

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

  const errorFor = (field: string) =>
    error?.field === field ? (
      <p className="age-gate__error" role="alert" data-testid="age-gate-error">
        {error.message}
      </p>
    ) : null;

  return (
    <dialog
      ref={dialogRef}
      className="age-gate"
      data-testid="age-gate"
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button
        type="button"
        className="age-gate__close"
        aria-label={t('ageGate.close')}
        onClick={onClose}
      >
        ×
      </button>
      <div className="age-gate__badge" aria-hidden="true">
        {minimumAge}+
      </div>
      <h2 id={ids.title} className="age-gate__title" tabIndex={-1} ref={titleRef}>
        {t('ageGate.title')}
      </h2>
      <p className="age-gate__intro">{t('ageGate.intro', { age: minimumAge })}</p>
      {notice}
      <form className="age-gate__form" noValidate onSubmit={(event) => void submit(event)}>
        <label className="age-gate__label" htmlFor={ids.username}>
          {t('ageGate.username')}
        </label>
        <input
          id={ids.username}
          className="age-gate__input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={usernameLengthMax}
          placeholder={t('ageGate.usernameHint')}
          value={username}
          aria-invalid={error?.field === 'username'}
          onChange={(event) => setUsername(event.target.value)}
        />
        {errorFor('username')}
        <label className="age-gate__label" htmlFor={ids.birthDate}>
          {t('ageGate.birthDate')}
        </label>
        <input
          id={ids.birthDate}
          className="age-gate__input"
          name="birthDate"
          type="date"
          autoComplete="bday"
          min={birthDateEarliest}
          max={today}
          value={birthDate}
          aria-invalid={error?.field === 'birthDate'}
          onChange={(event) => setBirthDate(event.target.value)}
        />
        {errorFor('birthDate')}
        <label className="age-gate__terms" htmlFor={ids.terms}>
          <input
            id={ids.terms}
            type="checkbox"
            name="termsAccepted"
            checked={termsAccepted}
            aria-invalid={error?.field === 'terms'}
            onChange={(event) => setTermsAccepted(event.target.checked)}
          />
          <span>{t('ageGate.terms', { age: minimumAge })}</span>
        </label>
        {errorFor('terms')}
        {documents}
        <Button
          className="age-gate__confirm"
          type="submit"
          data-testid="age-gate-confirm"
          disabled={sending}
        >
          {t('ageGate.confirm')}
        </Button>
      </form>
      <p className="age-gate__note">{t('ageGate.note')}</p>
    </dialog>
  );
}
