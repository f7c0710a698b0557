import { mobileNumberRules } from '@sorte/markets';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { CredentialKind } from '../api/login';
import { usePasswordSignIn } from './use-password-sign-in';

export interface SignInSheetProps {
  onClose: () => void;
  /** Shown above the form: the risk warning where the profile asks for one. */
  notice?: ReactNode;
  /** Opened by the app right after a logout: says so, and offers to carry on as a guest. */
  afterSignOut?: boolean;
}

interface Method {
  kind: CredentialKind;
  label: MessageKey;
  input: 'text' | 'tel' | 'email';
  autoComplete: string;
}

const methods: readonly [Method, ...Method[]] = [
  { kind: 'username', label: 'signIn.byUsername', input: 'text', autoComplete: 'username' },
  { kind: 'phone', label: 'signIn.byPhone', input: 'tel', autoComplete: 'tel' },
  { kind: 'email', label: 'signIn.byEmail', input: 'email', autoComplete: 'email' },
];

type SignIn = ReturnType<typeof usePasswordSignIn>;

/** Which credential the player signs in with: one pressed at a time. */
function SignInMethods({ signIn }: { signIn: SignIn }) {
  const t = useTranslate();
  return (
    <fieldset className="sheet__choices">
      <legend>{t('signIn.methods')}</legend>
      {methods.map((entry) => (
        <Button
          variant="secondary"
          className="sheet__choice"
          key={entry.kind}
          aria-pressed={entry.kind === signIn.kind}
          data-testid={`sign-in-by-${entry.kind}`}
          onClick={() => signIn.choose(entry.kind)}
        >
          {t(entry.label)}
        </Button>
      ))}
    </fieldset>
  );
}

/** The username, phone or e-mail and the password; "fill in both" until both are there. */
function SignInFields({ signIn }: { signIn: SignIn }) {
  const t = useTranslate();
  const market = useMarket();
  const method = methods.find((entry) => entry.kind === signIn.kind) ?? methods[0];
  const phone = method.kind === 'phone';
  const hint = phone
    ? t('signIn.phoneHint', { example: mobileNumberRules[market.code].example })
    : null;
  return (
    <>
      <Field label={t(method.label)} hint={hint}>
        {(control) => (
          <input
            {...control}
            aria-invalid={signIn.missing && signIn.identifier.trim() === ''}
            className="field__input"
            name="identifier"
            type={method.input}
            inputMode={phone ? 'tel' : undefined}
            autoComplete={method.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={signIn.identifier}
            onChange={(event) => signIn.setIdentifier(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('signIn.password')}>
        {(control) => (
          <input
            {...control}
            aria-invalid={signIn.missing && signIn.password === ''}
            className="field__input"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={128}
            value={signIn.password}
            onChange={(event) => signIn.setPassword(event.target.value)}
          />
        )}
      </Field>
      {/* About both fields, so under the last and tied to neither. */}
      {signIn.missing ? (
        <p className="field__error" role="alert">
          {t('signIn.missing')}
        </p>
      ) : null}
    </>
  );
}

/**
 * Sign in with the credentials bound to an account (seed loginType 5 username, 2 phone, 6 e-mail),
 * on any device. The page then starts again as that account: its market, language, balance.
 */
export default function SignInSheet({ onClose, notice, afterSignOut = false }: SignInSheetProps) {
  const t = useTranslate();
  const signIn = usePasswordSignIn();
  return (
    <SheetDialog
      title={t('signIn.title')}
      closeLabel={t('signIn.close')}
      onClose={onClose}
      testId="sign-in-sheet"
    >
      {notice}
      {afterSignOut ? (
        <p className="sheet__intro" data-testid="sign-in-signed-out">
          {t('signIn.signedOut')}
        </p>
      ) : null}
      <p className="sheet__intro">{t('signIn.intro')}</p>
      <form className="sheet__form" noValidate onSubmit={(event) => void signIn.submit(event)}>
        <SignInMethods signIn={signIn} />
        <SignInFields signIn={signIn} />
        <Button
          className="sheet__submit"
          type="submit"
          data-testid="sign-in-submit"
          disabled={signIn.sending}
        >
          {t('signIn.submit')}
        </Button>
        {afterSignOut ? (
          <Button variant="secondary" data-testid="sign-in-as-guest" onClick={onClose}>
            {t('signIn.asGuest')}
          </Button>
        ) : null}
      </form>
    </SheetDialog>
  );
}
