import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useConfirmTotp } from '../api/confirm-totp';
import { useTotpEnrolment } from '../api/enrol-totp';

/**
 * The first sign-in's second step: the api's QR (an SVG, shown as an image so none of its markup
 * enters the page) and the key in letters for typing, then a current code to confirm.
 */
export function TotpEnrolment({ token }: { token: string }) {
  const { t } = useWords();
  const enrolment = useTotpEnrolment(token);
  const confirm = useConfirmTotp();
  const [problem, setProblem] = useState<string | null>(null);

  if (enrolment.isPending) return <LoadingState />;
  if (enrolment.isError) return <ErrorState text={errorWords(enrolment.error, t)} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return setProblem(t('signIn.needCode'));
    setProblem(null);
    confirm.mutate(code);
  };
  const refusal = confirm.isError ? errorWords(confirm.error, t) : null;

  return (
    <div className="stack" data-testid="totp-enrolment">
      <p>{t('enrol.text')}</p>
      <div className="enrol-codes">
        <img
          className="enrol-qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.data.qrSvg)}`}
          alt={t('enrol.qr')}
          width={184}
          height={184}
        />
        <div>
          <p className="field-hint">{t('enrol.secret')}</p>
          <code className="enrol-secret" data-testid="totp-secret">
            {enrolment.data.secret}
          </code>
        </div>
      </div>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={t('signIn.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={problem ?? refusal}
          errorTestId="totp-error"
        />
        <Button type="submit" variant="primary" busy={confirm.isPending} data-testid="totp-confirm">
          {t('enrol.confirm')}
        </Button>
      </form>
    </div>
  );
}
