import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@sorte/money';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { playLimitsKey, usePlayLimits } from '../api/play-limits';
import type { PlayLimits } from '../api/play-limits';
import { setPlayLimits } from '../api/set-play-limits';
import { parsePlayLimit } from './parse-play-limit';
import './protection-panel.css';

type Limit = PlayLimits['limits'][number];

/**
 * The loss limits (net losses of the day, week and month, from the casino's own round records) and
 * the daily play time, beside the deposit limits (PRODUCT.md §3.6). Lower at once, higher after
 * the cooling-off; the server refuses a game launch and every bet past one.
 */
export function PlayLimitsPanel() {
  const t = useTranslate();
  const token = useUserInfo()?.token ?? null;
  const limits = usePlayLimits(token);
  if (!limits.data) return null;
  return (
    <section
      className="card protection"
      aria-labelledby="play-limits-title"
      data-testid="play-limits"
    >
      <h2 id="play-limits-title" className="protection__title">
        {t('playLimits.title')}
      </h2>
      <p className="protection__intro">
        {t('playLimits.intro', { hours: limits.data.coolingOffHours })}
      </p>
      {limits.data.limits.map((limit) => (
        <PlayLimitRow key={limit.key} limit={limit} token={token} />
      ))}
    </section>
  );
}

function PlayLimitRow({ limit, token }: { limit: Limit; token: string | null }) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const minutes = limit.kind === 'time';
  const show = (amount: number) =>
    minutes ? t('playLimits.minutes', { n: amount }) : formatMoney(amount, market.currency);
  const testId = `play-limit-${limit.key.replace(':', '-')}`;

  async function send(amount: number | null) {
    setSending(true);
    try {
      const next = await setPlayLimits({ limits: [{ key: limit.key, amount }] });
      queryClient.setQueryData(playLimitsKey(token), next);
      setText('');
    } catch {
      // Shown to the player by the api client.
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePlayLimit(limit.key, text, market.currency);
    if (!parsed.ok || parsed.amount === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void send(parsed.amount);
  }

  return (
    <form className="limit-row" data-testid={testId} onSubmit={submit}>
      <div className="limit-row__head">
        <label className="limit-row__name" htmlFor={inputId}>
          {t(`playLimits.${limit.key}` as MessageKey)}
        </label>
        <span className="limit-row__value" data-testid={`${testId}-value`}>
          {limit.amount === null
            ? t('limits.none')
            : minutes
              ? t('playLimits.usedMinutes', { used: limit.used, limit: limit.amount })
              : t('limits.used', { used: show(limit.used), limit: show(limit.amount) })}
        </span>
      </div>
      {limit.pending ? (
        <p className="limit-row__pending" data-testid={`${testId}-pending`}>
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', {
                when: formatMarketTime(limit.pending.effectiveAt, market),
              })
            : t('limits.pendingRaise', {
                amount: show(limit.pending.amount),
                when: formatMarketTime(limit.pending.effectiveAt, market),
              })}
        </p>
      ) : null}
      <div className="limit-row__edit">
        <input
          id={inputId}
          className="limit-row__input"
          inputMode={minutes ? 'numeric' : 'decimal'}
          placeholder={t(minutes ? 'playLimits.minutesPlaceholder' : 'limits.placeholder')}
          value={text}
          aria-invalid={invalid}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button button--outline limit-row__save" disabled={sending}>
          {t('limits.save')}
        </button>
        {limit.amount !== null && limit.pending?.amount !== null ? (
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
          {t(minutes ? 'playLimits.invalidMinutes' : 'limits.invalid')}
        </p>
      ) : null}
    </form>
  );
}
