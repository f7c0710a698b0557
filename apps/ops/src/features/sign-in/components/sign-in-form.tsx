import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useLogin } from '../api/login';

interface Problems {
  username?: string;
  password?: string;
  totp?: string;
}

/**
 * Username, password and the authenticator's code. The code is asked up front: the api answers
 * every failure alike and counts a sign-in without it as a wrong try, so asking it only after a
 * refusal would spend one of the five tries before the lock.
 */
export function SignInForm() {
  const { t } = useWords();
  const login = useLogin();
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const totp = String(form.get('totp') ?? '').replace(/\s/g, '');
    const found: Problems = {
      ...(username ? {} : { username: t('signIn.required') }),
      ...(password ? {} : { password: t('signIn.required') }),
      ...(totp === '' || /^\d{6}$/.test(totp) ? {} : { totp: t('signIn.needCode') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    login.mutate({ username, password, ...(totp ? { totp } : {}) });
  };

  return (
    <form className="stack" onSubmit={submit} noValidate data-testid="sign-in-form">
      <TextField
        label={t('signIn.username')}
        name="username"
        autoComplete="username"
        error={problems.username}
        errorTestId="sign-in-error-username"
      />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        error={problems.password}
        errorTestId="sign-in-error-password"
      />
      <TextField
        label={t('signIn.code')}
        name="totp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        hint={t('signIn.codeHint')}
        error={problems.totp}
        errorTestId="sign-in-error-totp"
      />
      {login.isError && (
        <p className="form-error" role="alert" data-testid="sign-in-refused">
          {errorWords(login.error, t)}
        </p>
      )}
      <Button type="submit" variant="primary" busy={login.isPending} data-testid="sign-in-submit">
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
