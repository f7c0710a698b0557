import { birthDateEarliest, usernameLengthMax } from '@sorte/contracts/age';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { useTranslate } from '../../../lib/i18n';
import type { AgeSetup } from './use-age-setup';

/** The 18+ setup's fields: username, date of birth, the age-and-terms box, and confirm. */
export function AgeSetupForm({ setup, documents }: { setup: AgeSetup; documents?: ReactNode }) {
  const t = useTranslate();
  const termsId = useId();
  const termsError = setup.errorFor('terms');
  return (
    <form className="age-gate__form" noValidate onSubmit={(event) => void setup.submit(event)}>
      <Field
        label={t('ageGate.username')}
        error={setup.errorFor('username')}
        errorTestId="age-gate-error"
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={usernameLengthMax}
            placeholder={t('ageGate.usernameHint')}
            value={setup.values.username}
            onChange={(event) => setup.setUsername(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t('ageGate.birthDate')}
        error={setup.errorFor('birthDate')}
        errorTestId="age-gate-error"
      >
        {(control) => (
          <input
            {...control}
            className="field__input"
            name="birthDate"
            type="date"
            autoComplete="bday"
            min={birthDateEarliest}
            max={setup.today}
            value={setup.values.birthDate}
            onChange={(event) => setup.setBirthDate(event.target.value)}
          />
        )}
      </Field>
      {/* A box ticked beside its sentence: not a labelled field, so not a Field. */}
      <label className="age-gate__terms" htmlFor={termsId}>
        <input
          id={termsId}
          type="checkbox"
          name="termsAccepted"
          checked={setup.values.termsAccepted}
          aria-invalid={termsError !== null}
          aria-describedby={termsError ? `${termsId}-error` : undefined}
          onChange={(event) => setup.setTermsAccepted(event.target.checked)}
        />
        <span>{t('ageGate.terms', { age: setup.minimumAge })}</span>
      </label>
      {termsError ? (
        <p
          id={`${termsId}-error`}
          className="field__error"
          role="alert"
          data-testid="age-gate-error"
        >
          {termsError}
        </p>
      ) : null}
      {documents}
      <Button
        className="age-gate__confirm"
        type="submit"
        data-testid="age-gate-confirm"
        disabled={setup.sending}
      >
        {t('ageGate.confirm')}
      </Button>
    </form>
  );
}
