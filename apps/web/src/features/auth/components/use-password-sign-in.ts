import { useState } from 'react';
import type { FormEvent } from 'react';
import { getDeviceId } from '../../../lib/device-id';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { leaveNoticeForNextPage } from '../../../lib/pending-notice';
import { saveLogin } from '../../../lib/session';
import { signalLogin } from '../../../lib/tracking/login-signals';
import { login, passwordLoginBody } from '../api/login';
import type { CredentialKind } from '../api/login';

/**
 * A sign-in by username, phone or e-mail and password. Once the server accepts it the page starts
 * again as that account; a refusal is the api client's toast and the form stays as typed.
 */
export function usePasswordSignIn() {
  const t = useTranslate();
  const market = useMarket();
  const [kind, setKind] = useState<CredentialKind>('username');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);

  function choose(next: CredentialKind) {
    setKind(next);
    setIdentifier('');
  }

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

  return {
    kind,
    choose,
    identifier,
    setIdentifier,
    password,
    setPassword,
    missing,
    sending,
    submit,
  };
}
