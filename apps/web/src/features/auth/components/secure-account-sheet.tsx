import { getMarket } from '@sorte/markets';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useSecureAccount } from './use-secure-account';
import type { CredentialField } from './use-secure-account';

export interface SecureAccountSheetProps {
  /** The 18+ setup's username: it signs in too. */
  username: string;
  /** Credentials already bound: changing them needs the current password. */
  bound: boolean;
  phone: string | null;
  email: string | null;
  onClose: () => void;
  onSecured: () => void;
  notice?: ReactNode;
}

interface CredentialInputProps {
  name: CredentialField;
  label: MessageKey;
  type: 'password' | 'tel' | 'email';
  autoComplete: string;
  /** Shown in the empty box: what to type. */
  placeholder?: string;
  setup: ReturnType<typeof useSecureAccount>;
}

function CredentialInput({
  name,
  label,
  type,
  autoComplete,
  placeholder,
  setup,
}: CredentialInputProps) {
  const t = useTranslate();
  return (
    <Field label={t(label)} error={setup.errorFor(name)} errorTestId="secure-error">
      {(control) => (
        <input
          {...control}
          className="field__input"
          name={name}
          type={type}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={name === 'email' ? 254 : 128}
          placeholder={placeholder}
          value={setup.values[name]}
          onChange={(event) => setup.set(name, event.target.value)}
        />
      )}
    </Field>
  );
}

/**
 * "Secure your account": binds a password, and a phone or an e-mail, to the guest account, so it
 * opens on another device with the same balance, history and limits. The rule the server applies
 * (`checkCredentials`) checks each field first, so the message sits under the field at fault.
 */
export default function SecureAccountSheet(props: SecureAccountSheetProps) {
  const t = useTranslate();
  const market = useMarket();
  const setup = useSecureAccount(props);
  return (
    <SheetDialog
      title={t('secure.title')}
      closeLabel={t('secure.close')}
      onClose={props.onClose}
      testId="secure-sheet"
    >
      {props.notice}
      <p className="sheet__intro">{t('secure.intro')}</p>
      <p className="sheet__intro">{t('secure.usernameIs', { username: props.username })}</p>
      <form className="sheet__form" noValidate onSubmit={(event) => void setup.submit(event)}>
        {props.bound ? (
          <CredentialInput
            setup={setup}
            name="current"
            label="secure.currentPassword"
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <CredentialInput
          setup={setup}
          name="password"
          label="secure.password"
          type="password"
          autoComplete="new-password"
          placeholder={t('secure.passwordHint')}
        />
        <CredentialInput
          setup={setup}
          name="repeat"
          label="secure.passwordRepeat"
          type="password"
          autoComplete="new-password"
        />
        <CredentialInput
          setup={setup}
          name="phone"
          label="secure.phone"
          type="tel"
          autoComplete="tel"
          placeholder={getMarket(market.code).phoneAreaCode}
        />
        <CredentialInput
          setup={setup}
          name="email"
          label="secure.email"
          type="email"
          autoComplete="email"
        />
        <Button
          className="sheet__submit"
          type="submit"
          data-testid="secure-submit"
          disabled={setup.sending}
        >
          {t('secure.submit')}
        </Button>
      </form>
    </SheetDialog>
  );
}
