import { formatMoney } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { PlayerProfile } from '../api/player-profile';
import './account-facts.css';

/**
 * The player's standing on the profile: VIP level, the turnover still to bet before a withdrawal,
 * the account's language and, where the profile asks (br-regulated), net deposits.
 */
export function AccountFacts({ profile }: { profile: PlayerProfile }) {
  const t = useTranslate();
  const market = useMarket();
  const money = (minor: number) => formatMoney(minor, market.currency);
  const rows: { key: string; label: string; value: string; detail?: string }[] = [
    { key: 'vip', label: t('mine.vip'), value: t('mine.vipValue', { level: profile.vipLevel }) },
    {
      key: 'turnover',
      label: t('mine.turnover'),
      value:
        profile.wageringRemainingMinor > 0
          ? money(profile.wageringRemainingMinor)
          : t('mine.turnoverDone'),
    },
    { key: 'language', label: t('mine.language'), value: t('mine.languageName') },
  ];
  if (market.profile.netDepositsOnProfile) {
    const net = profile.netDepositsMinor;
    rows.push({
      key: 'net-deposits',
      label: t('mine.netDeposits'),
      value: net < 0 ? `−${money(-net)}` : money(net),
      detail: t('mine.netDepositsDetail', {
        deposited: money(profile.depositedMinor),
        withdrawn: money(profile.withdrawnMinor),
      }),
    });
  }
  return (
    <section className="card account-facts" aria-labelledby="account-facts-title">
      <h2 id="account-facts-title" className="account-facts__title">
        {t('mine.facts')}
      </h2>
      <dl className="account-facts__list">
        {rows.map((row) => (
          <div key={row.key} className="account-facts__row" data-testid={`fact-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>
              {row.value}
              {row.detail ? <span className="account-facts__detail">{row.detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
