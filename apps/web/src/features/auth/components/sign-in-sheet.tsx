import { mobileNumberRules } from '@sorte/markets';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { getDeviceId } from '../../../lib/device-id';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { leaveNoticeForNextPage } from '../../../lib/pending-notice';
import { saveLogin } from '../../../lib/session';
import { signalLogin } from '../../../lib/tracking/login-signals';
import { login, passwordLoginBody } from '../api/login';
import type { CredentialKind } from '../api/login';
import { Button } from '../../../components/ui/button';

export interface SignInSheetProps {
  onClose: () => void;
  /** Shown above the form: the risk warning where the profile asks for one. */
  notice?: ReactNode;
  /** Opened by the app right after a logout: says so, and offers to carry on as a guest. */
  afterSignOut?: boolean;
}

const kinds: readonly {
  kind: CredentialKind;
  label: MessageKey;
  input: 'text' | 'tel' | 'email';
}[] = [
  { kind: 'username', label: 'signIn.byUsername', input: 'text' },
  { kind: 'phone', label: 'signIn.byPhone', input: 'tel' },
  { kind: 'email', label: 'signIn.byEmail', input: 'email' },
];

/**
 * Sign in with the credentials bound to an account (seed loginType 5 username, 2 phone, 6 e-mail),
 * on any device. The page then starts again as that account: its market, language, balance.
 */
export default function SignInSheet({ onClose, notice, afterSignOut = false }: SignInSheetProps) {
  const t = useTranslate();
  const market = useMarket();
  const ids = { identifier: useId(), password: useId(), hint: useId() };
  const [kind, setKind] = useState<CredentialKind>('username');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const chosen = kinds.find((entry) => entry.kind === kind) ?? kinds[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (identifier.trim() === '' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setSending(true);
    try {
      const data = await login(
        passwordLoginBody({
          kind,
          identifier,
          password,
          deviceId: getDeviceId(),
          market: market.code,
        }),
      );
      saveLogin(data);
      signalLogin({ newPlayer: false });
      leaveNoticeForNextPage(t('signIn.done', { nick: data.nick }));
      // Everything on screen belonged to the account before: start again as this one.
      globalThis.location.assign('/');
    } catch {
      // The api client has shown the server's message (wrong password, paused sign-in).
      setSending(false);
    }
  }

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
      <form className="sheet__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="sheet__choices">
          <legend>{t('signIn.methods')}</legend>
          {kinds.map((entry) => (
            <Button
              variant="secondary"
              className="sheet__choice"
              key={entry.kind}
              aria-pressed={entry.kind === kind}
              data-testid={`sign-in-by-${entry.kind}`}
              onClick={() => {
                setKind(entry.kind);
                setIdentifier('');
              }}
            >
              {t(entry.label)}
            </Button>
          ))}
        </fieldset>
        <label className="sheet__label" htmlFor={ids.identifier}>
          {t(chosen?.label ?? 'signIn.byUsername')}
        </label>
        <input
          id={ids.identifier}
          className="sheet__input"
          name="identifier"
          type={chosen?.input ?? 'text'}
          inputMode={kind === 'phone' ? 'tel' : undefined}
          autoComplete={kind === 'phone' ? 'tel' : kind === 'email' ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={identifier}
          aria-invalid={missing && identifier.trim() === ''}
          aria-describedby={kind === 'phone' ? ids.hint : undefined}
          onChange={(event) => setIdentifier(event.target.value)}
        />
        {kind === 'phone' ? (
          <p id={ids.hint} className="sheet__hint">
            {t('signIn.phoneHint', { example: mobileNumberRules[market.code].example })}
          </p>
        ) : null}
        <label className="sheet__label" htmlFor={ids.password}>
          {t('signIn.password')}
        </label>
        <input
          id={ids.password}
          className="sheet__input"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={password}
          aria-invalid={missing && password === ''}
          onChange={(event) => setPassword(event.target.value)}
        />
        {missing ? (
          <p className="sheet__error" role="alert">
            {t('signIn.missing')}
          </p>
        ) : null}
        <Button
          className="sheet__submit"
          type="submit"
          data-testid="sign-in-submit"
          disabled={sending}
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
