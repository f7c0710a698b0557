import { useQueryClient } from '@tanstack/react-query';
import { formatMoney } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { playLimitsKey, usePlayLimits } from '../api/play-limits';
import type { PlayLimits } from '../api/play-limits';
import { setPlayLimits } from '../api/set-play-limits';
import { LimitRow, LimitsSection } from './limit-row';
import { parsePlayLimit } from './parse-play-limit';

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
    <LimitsSection
      title={t('playLimits.title')}
      intro={t('playLimits.intro', { hours: limits.data.coolingOffHours })}
      testId="play-limits"
    >
      {limits.data.limits.map((limit) => (
        <PlayLimitRow key={limit.key} limit={limit} token={token} />
      ))}
    </LimitsSection>
  );
}

function PlayLimitRow({ limit, token }: { limit: Limit; token: string | null }) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const minutes = limit.kind === 'time';
  const show = (amount: number) =>
    minutes ? t('playLimits.minutes', { n: amount }) : formatMoney(amount, market.currency);
  const { pending } = limit;
  return (
    <LimitRow
      testId={`play-limit-${limit.key.replace(':', '-')}`}
      name={t(`playLimits.${limit.key}` as MessageKey)}
      value={
        limit.amount === null
          ? t('limits.none')
          : minutes
            ? t('playLimits.usedMinutes', { used: limit.used, limit: limit.amount })
            : t('limits.used', { used: show(limit.used), limit: show(limit.amount) })
      }
      pending={
        pending && {
          limit: pending.amount === null ? null : show(pending.amount),
          effectiveAt: pending.effectiveAt,
        }
      }
      placeholder={t(minutes ? 'playLimits.minutesPlaceholder' : 'limits.placeholder')}
      inputMode={minutes ? 'numeric' : 'decimal'}
      parse={(text) => {
        const parsed = parsePlayLimit(limit.key, text, market.currency);
        return parsed.ok && parsed.amount !== null ? parsed.amount : null;
      }}
      invalidMessage={t(minutes ? 'playLimits.invalidMinutes' : 'limits.invalid')}
      removable={limit.amount !== null && pending?.amount !== null}
      save={async (amount) => {
        const next = await setPlayLimits({ limits: [{ key: limit.key, amount }] });
        queryClient.setQueryData(playLimitsKey(token), next);
      }}
    />
  );
}
