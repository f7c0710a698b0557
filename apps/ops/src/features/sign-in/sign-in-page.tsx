import { useState } from 'react';
import { Navigate } from 'react-router';
import { sessionEndedByApi, useSession } from '../../lib/session';
import { useWords } from '../../lib/words';
import { LanguagePicker } from '../../components/language-picker';
import { SignInForm } from './components/sign-in-form';
import { TotpEnrolment } from './components/totp-enrolment';

/** The door: sign in, or at the first sign-in enrol the authenticator; then the console. */
export function SignInPage({ home }: { home: string }) {
  const { t } = useWords();
  const session = useSession();
  const [ended] = useState(sessionEndedByApi);
  if (session?.secondFactorPassed) return <Navigate to={home} replace />;
  const enrolling = session !== null;
  return (
    <main className="sign-in" id="main">
      <div className="sign-in-card">
        <div className="sign-in-top">
          <p className="brand">
            <span className="brand-mark" aria-hidden="true">
              S
            </span>
            {t('app.name')}
          </p>
          <LanguagePicker />
        </div>
        <h1>{enrolling ? t('enrol.title') : t('signIn.title')}</h1>
        {enrolling ? (
          <TotpEnrolment token={session.token} />
        ) : (
          <>
            <p className="muted">{t('signIn.text')}</p>
            {ended && (
              <p className="form-error" role="status" data-testid="session-ended">
                {t('error.session_ended')}
              </p>
            )}
            <SignInForm />
          </>
        )}
      </div>
    </main>
  );
}
