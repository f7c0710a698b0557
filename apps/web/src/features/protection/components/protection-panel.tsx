import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { periodLabel } from '../../../lib/i18n/period-label';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { protectionStatusKey, useProtectionStatus } from '../api/protection-status';
import { selfExclude } from '../api/self-exclude';
import { setReminder } from '../api/set-reminder';
import { takeBreak } from '../api/take-break';
import './protection-panel.css';
import { Button, buttonClassName } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

type Kind = 'break' | 'self_exclusion';

const dayMs = 24 * 3600_000;

/**
 * Responsible gaming on the profile (PRODUCT.md §3.6): a break of a day to a month, or
 * self-exclusion for the market's periods. Each asks once more, naming the end, because neither
 * can be undone; while one is in force the panel says until when.
 */
export function ProtectionPanel() {
  const t = useTranslate();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const status = useProtectionStatus(token);
  const [asking, setAsking] = useState<{ kind: Kind; days: number; endsAtMs: number } | null>(null);
  const [sending, setSending] = useState(false);

  const formatEnd = (at: Date) => formatMarketTime(at, market);

  async function chooseReminder(minutes: number) {
    try {
      queryClient.setQueryData(protectionStatusKey(token), await setReminder(minutes));
    } catch {
      // Shown to the player by the api client.
    }
  }

  async function confirm() {
    if (!asking) return;
    setSending(true);
    try {
      const next = await (asking.kind === 'break' ? takeBreak : selfExclude)(asking.days);
      queryClient.setQueryData(protectionStatusKey(token), next);
      setAsking(null);
    } catch {
      // Shown to the player by the api client; the question stays open.
    } finally {
      setSending(false);
    }
  }

  const data = status.data;
  if (!data) return null;
  const until = data.excludedUntil ? formatEnd(new Date(data.excludedUntil)) : null;

  return (
    <TitledSection
      titleId="protection-title"
      title={t('protection.title')}
      className="card protection"
      titleClassName="protection__title"
      testId="protection"
    >
      {until ? (
        <p className="protection__status" role="status" data-testid="protection-status">
          {t(
            data.exclusionKind === 'self_exclusion'
              ? 'protection.selfExcluded'
              : 'protection.onBreak',
            {
              until,
            },
          )}
          <span className="protection__note">{t('protection.blockedNote')}</span>
        </p>
      ) : (
        <p className="protection__intro">{t('protection.intro')}</p>
      )}
      {asking ? (
        <ProtectionAsk
          question={t(
            asking.kind === 'break' ? 'protection.askBreak' : 'protection.askSelfExclusion',
            { until: formatEnd(new Date(asking.endsAtMs)) },
          )}
          sending={sending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void confirm()}
        />
      ) : (
        <ProtectionChoices
          data={data}
          onAsk={(kind, days) => setAsking({ kind, days, endsAtMs: Date.now() + days * dayMs })}
          onReminder={(minutes) => void chooseReminder(minutes)}
        />
      )}
    </TitledSection>
  );
}

type ProtectionStatus = NonNullable<ReturnType<typeof useProtectionStatus>['data']>;

interface ProtectionChoicesProps {
  data: ProtectionStatus;
  onAsk: (kind: Kind, days: number) => void;
  onReminder: (minutes: number) => void;
}

/** What the player may choose: a break, a self-exclusion, the national register, a reminder. */
function ProtectionChoices({ data, onAsk, onReminder }: ProtectionChoicesProps) {
  const t = useTranslate();
  const market = useMarket();
  return (
    <>
      <h3 className="protection__heading">{t('protection.breakTitle')}</h3>
      <PeriodChoices kind="break" periods={data.breakDays} onAsk={onAsk} />
      <h3 className="protection__heading">{t('protection.selfExclusionTitle')}</h3>
      <PeriodChoices kind="self_exclusion" periods={data.selfExclusionDays} onAsk={onAsk} />
      {market.profile.nationalSelfExclusionUrl ? (
        <div className="protection__national" data-testid="national-self-exclusion">
          <h3 className="protection__heading">{t('protection.national')}</h3>
          <p className="protection__intro">{t('protection.nationalText')}</p>
          <a
            className={buttonClassName({ variant: 'secondary', block: true })}
            href={market.profile.nationalSelfExclusionUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('protection.nationalLink')}
          </a>
        </div>
      ) : null}
      <h3 className="protection__heading">{t('protection.reminderTitle')}</h3>
      <div className="protection__choices">
        {data.reminderMinuteChoices.map((minutes) => (
          <Button
            key={minutes}
            variant={minutes === data.reminderMinutes ? 'primary' : 'secondary'}
            className="protection__choice"
            aria-pressed={minutes === data.reminderMinutes}
            data-testid={`protection-reminder-${minutes}`}
            onClick={() => onReminder(minutes)}
          >
            {t('protection.reminderMinutes', { n: minutes })}
          </Button>
        ))}
      </div>
    </>
  );
}

interface PeriodChoicesProps {
  kind: Kind;
  periods: readonly number[];
  onAsk: (kind: Kind, days: number) => void;
}

function PeriodChoices({ kind, periods, onAsk }: PeriodChoicesProps) {
  const t = useTranslate();
  return (
    // Four periods sit better as two rows of two than as three and one.
    <div
      className={
        periods.length === 4
          ? 'protection__choices protection__choices--pairs'
          : 'protection__choices'
      }
    >
      {periods.map((days) => (
        <Button
          variant="secondary"
          className="protection__choice"
          key={days}
          data-testid={`protection-${kind}-${days}`}
          onClick={() => onAsk(kind, days)}
        >
          {periodLabel(days, t)}
        </Button>
      ))}
    </div>
  );
}

interface ProtectionAskProps {
  question: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Once more, naming the end, because neither a break nor a self-exclusion can be undone. */
function ProtectionAsk({ question, sending, onCancel, onConfirm }: ProtectionAskProps) {
  const t = useTranslate();
  return (
    <div className="protection__ask" role="alertdialog" aria-labelledby="protection-ask">
      <p id="protection-ask">{question}</p>
      <div className="protection__ask-buttons">
        <Button variant="secondary" onClick={onCancel}>
          {t('protection.cancel')}
        </Button>
        <Button data-testid="protection-confirm" disabled={sending} onClick={onConfirm}>
          {t('protection.confirm')}
        </Button>
      </div>
    </div>
  );
}
