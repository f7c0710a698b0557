import { useQueryClient } from '@tanstack/react-query';
import type { DepositLimitPeriod } from '@sorte/contracts';
import { formatMoney, parseMoney } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { depositLimitsKey, useDepositLimits } from '../api/deposit-limits';
import type { DepositLimits } from '../api/deposit-limits';
import { setDepositLimit } from '../api/set-deposit-limit';
import { LimitRow, LimitsSection } from './limit-row';

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
    <LimitsSection
      title={t('limits.title')}
      intro={t('limits.intro', { hours: limits.data.coolingOffHours })}
      testId="deposit-limits"
    >
      {limits.data.limits.map((limit) => (
        <DepositLimitRow key={limit.period} limit={limit} token={token} />
      ))}
    </LimitsSection>
  );
}

function DepositLimitRow({ limit, token }: { limit: Limit; token: string | null }) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const money = (minor: number) => formatMoney(minor, market.currency);
  const { pending } = limit;
  return (
    <LimitRow
      testId={`limit-${limit.period}`}
      name={t(periodNames[limit.period])}
      value={
        limit.amountMinor === null
          ? t('limits.none')
          : t('limits.used', { used: money(limit.usedMinor), limit: money(limit.amountMinor) })
      }
      pending={
        pending && {
          limit: pending.amountMinor === null ? null : money(pending.amountMinor),
          effectiveAt: pending.effectiveAt,
        }
      }
      placeholder={t('limits.placeholder')}
      inputMode="decimal"
      parse={(text) => {
        const parsed = parseMoney(text, market.currency);
        return parsed.ok && parsed.amountMinor > 0 ? parsed.amountMinor : null;
      }}
      invalidMessage={t('limits.invalid')}
      removable={limit.amountMinor !== null && pending?.amountMinor !== null}
      save={async (amountMinor) => {
        const next = await setDepositLimit({ period: limit.period, amountMinor });
        queryClient.setQueryData(depositLimitsKey(token), next);
      }}
    />
  );
}
