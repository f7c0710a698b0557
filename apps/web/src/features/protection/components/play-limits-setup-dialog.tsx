import type { PlayLimitKey } from '@sorte/contracts';
import { getCurrency } from '@sorte/money';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Field } from '../../../components/ui/field';
import { SheetDialog } from '../../../components/ui/sheet-dialog';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { setPlayLimits } from '../api/set-play-limits';
import { parsePlayLimit } from './parse-play-limit';
import { Button } from '../../../components/ui/button';

// The server's list (`playLimitKeys`) in the order the form asks; contracts' values stay out of
// the bundle, and the type keeps this list to the server's keys.
const playLimitKeys: readonly PlayLimitKey[] = ['loss:day', 'loss:week', 'loss:month', 'time:day'];

export interface PlayLimitsSetupDialogProps {
  onChosen: () => void;
  onClose: () => void;
  notice?: ReactNode;
}

/**
 * Under a profile that asks for them at registration (br-regulated): the loss and time limits,
 * chosen right after the 18+ setup and before the first deposit or game. An empty field is the
 * choice of no limit; the server records that the player chose.
 */
export default function PlayLimitsSetupDialog({
  onChosen,
  onClose,
  notice,
}: PlayLimitsSetupDialogProps) {
  const t = useTranslate();
  const market = useMarket();
  const [texts, setTexts] = useState<Record<PlayLimitKey, string>>({
    'loss:day': '',
    'loss:week': '',
    'loss:month': '',
    'time:day': '',
  });
  const [invalid, setInvalid] = useState<PlayLimitKey | null>(null);
  const [sending, setSending] = useState(false);
  const sign = getCurrency(market.currency).sign;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const limits: { key: PlayLimitKey; amount: number | null }[] = [];
    for (const key of playLimitKeys) {
      const parsed = parsePlayLimit(key, texts[key], market.currency);
      if (!parsed.ok) {
        setInvalid(key);
        return;
      }
      limits.push({ key, amount: parsed.amount });
    }
    setInvalid(null);
    setSending(true);
    try {
      await setPlayLimits({ limits });
      onChosen();
    } catch {
      // Shown to the player by the api client; the form stays.
      setSending(false);
    }
  }

  return (
    <SheetDialog
      title={t('limitsSetup.title')}
      closeLabel={t('limitsSetup.close')}
      onClose={onClose}
      testId="limits-setup"
    >
      {notice}
      <p className="sheet__intro">{t('limitsSetup.intro')}</p>
      <form className="sheet__form" noValidate onSubmit={(event) => void submit(event)}>
        <LimitFields texts={texts} invalid={invalid} sign={sign} onChange={setTexts} />
        <Button
          className="sheet__submit"
          type="submit"
          data-testid="limits-setup-confirm"
          disabled={sending}
        >
          {t('limitsSetup.confirm')}
        </Button>
      </form>
    </SheetDialog>
  );
}

interface LimitFieldsProps {
  texts: Record<PlayLimitKey, string>;
  invalid: PlayLimitKey | null;
  /** The currency's sign, the placeholder of an amount. */
  sign: string;
  onChange: (
    change: (before: Record<PlayLimitKey, string>) => Record<PlayLimitKey, string>,
  ) => void;
}

/** One field per limit, empty for none. */
function LimitFields({ texts, invalid, sign, onChange }: LimitFieldsProps) {
  const t = useTranslate();
  return (
    <>
      {playLimitKeys.map((key) => {
        const minutes = key === 'time:day';
        return (
          <Field
            key={key}
            label={t(`playLimits.${key}` as MessageKey)}
            error={
              invalid === key ? t(minutes ? 'playLimits.invalidMinutes' : 'limits.invalid') : null
            }
          >
            {(control) => (
              <input
                {...control}
                className="field__input"
                data-testid={`limits-setup-${key.replace(':', '-')}`}
                inputMode={minutes ? 'numeric' : 'decimal'}
                placeholder={minutes ? t('playLimits.minutesPlaceholder') : sign}
                value={texts[key]}
                onChange={(event) =>
                  onChange((before) => ({ ...before, [key]: event.target.value }))
                }
              />
            )}
          </Field>
        );
      })}
    </>
  );
}
