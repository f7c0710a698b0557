import { useQueryClient } from '@tanstack/react-query';
import type { DepositLimitPeriod } from '@sorte/contracts';
import { formatMoney, parseMoney } from '@sorte/money';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { depositLimitsKey, useDepositLimits } from '../api/deposit-limits';
import type { DepositLimits } from '../api/deposit-limits';
import { setDepositLimit } from '../api/set-deposit-limit';
import './protection-panel.css';

const periodNames: Record<DepositLimitPeriod, MessageKey> = {
  day: 'limits.day',
  week: 'limits.week',
  month: 'limits.month',
};

type Limit = DepositLimits['limits'][number];

/**
 * Deposit limits per day, week and month (PRODUCT.md §3.6). Each row shows the limit, what the
 * period has used and a raise still cooling off; lowering is immediate, raising waits 24 hours,
 * and the panel says which before the player saves.
 */
export function DepositLimitsPanel() {
  const t = useTranslate();
  const token = useUserInfo()?.token ?? null;
  const limits = useDepositLimits(token);
  if (!limits.data) return null;
  return (
    <section
      className="card protection"
      aria-labelledby="limits-title"
      data-testid="deposit-limits"
    >
      <h2 id="limits-title" className="protection__title">
        {t('limits.title')}
      </h2>
      <p className="protection__intro">
        {t('limits.intro', { hours: limits.data.coolingOffHours })}
      </p>
      {limits.data.limits.map((limit) => (
        <LimitRow key={limit.period} limit={limit} token={token} />
      ))}
    </section>
  );
}

function LimitRow({ limit, token }: { limit: Limit; token: string | null }) {
  const t = useTranslate();
  const market = useMarket();
  const { currency } = market;
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency);
  const when = (iso: string) => formatMarketTime(iso, market);

  async function send(amountMinor: number | null) {
    setSending(true);
    try {
      const next = await setDepositLimit({ period: limit.period, amountMinor });
      queryClient.setQueryData(depositLimitsKey(token), next);
      setText('');
    } catch {
      // Shown to the player by the api client.
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseMoney(text, currency);
    if (!parsed.ok || parsed.amountMinor <= 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void send(parsed.amountMinor);
  }

  return (
    <form className="limit-row" data-testid={`limit-${limit.period}`} onSubmit={submit}>
      <div className="limit-row__head">
        <label className="limit-row__name" htmlFor={inputId}>
          {t(periodNames[limit.period])}
        </label>
        <span className="limit-row__value" data-testid={`limit-${limit.period}-value`}>
          {limit.amountMinor === null
            ? t('limits.none')
            : t('limits.used', { used: money(limit.usedMinor), limit: money(limit.amountMinor) })}
        </span>
      </div>
      {limit.pending ? (
        <p className="limit-row__pending" data-testid={`limit-${limit.period}-pending`}>
          {limit.pending.amountMinor === null
            ? t('limits.pendingRemoval', { when: when(limit.pending.effectiveAt) })
            : t('limits.pendingRaise', {
                amount: money(limit.pending.amountMinor),
                when: when(limit.pending.effectiveAt),
              })}
        </p>
      ) : null}
      <div className="limit-row__edit">
        <input
          id={inputId}
          className="limit-row__input"
          inputMode="decimal"
          placeholder={t('limits.placeholder')}
          value={text}
          aria-invalid={invalid}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--outline limit-row__save" disabled={sending}>
          {t('limits.save')}
        </button>
        {limit.amountMinor !== null && limit.pending?.amountMinor !== null ? (
          <button
            type="button"
            className="limit-row__remove"
            disabled={sending}
            onClick={() => void send(null)}
          >
            {t('limits.remove')}
          </button>
        ) : null}
      </div>
      {invalid ? (
        <p className="limit-row__error" role="alert">
          {t('limits.invalid')}
        </p>
      ) : null}
    </form>
  );
}
