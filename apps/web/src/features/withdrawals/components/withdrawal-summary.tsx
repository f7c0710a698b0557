import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { useWithdrawInfo } from '../api/withdraw-info';
import { moneyOf } from './money-of';
import './withdrawal-summary.css';

/**
 * What the player may take out now (PRODUCT.md §3.5): the balance, the part of it that can be
 * withdrawn (all of it once the wagering is played, nothing before) and the wagering left, with
 * how much of it is already played.
 */
export function WithdrawalSummary() {
  const t = useTranslate();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const { data: rules } = useWithdrawInfo(token);
  if (!rules) {
    return <section className="card card--gold withdraw-summary" aria-busy="true" />;
  }
  const money = moneyOf(rules.currency, market.currency);
  const remaining = rules.wageringRemainingMinor;
  const target = Math.max(rules.wageringTargetMinor, remaining);
  const played = target - remaining;
  const percent = target === 0 ? 100 : Math.floor((played * 100) / target);
  return (
    <section className="card card--gold withdraw-summary" data-testid="withdraw-summary">
      <p className="withdraw-summary__label">{t('security.balance')}</p>
      <p className="withdraw-summary__balance" data-testid="withdraw-balance">
        {money(rules.balanceMinor)}
      </p>
      <dl className="withdraw-summary__figures">
        <div className="withdraw-summary__figure">
          <dt>{t('security.available')}</dt>
          <dd
            className={rules.withdrawableMinor > 0 ? 'withdraw-summary__free' : undefined}
            data-testid="withdrawable-balance"
          >
            {money(rules.withdrawableMinor)}
          </dd>
        </div>
        <div className="withdraw-summary__figure">
          <dt>{t('security.wageringLeft')}</dt>
          <dd data-testid="wagering-left">{money(remaining)}</dd>
        </div>
      </dl>
      {remaining > 0 ? (
        <div className="withdraw-summary__progress">
          <div
            className="progress-bar"
            role="progressbar"
            aria-label={t('security.wageringLeft')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('security.wageringPlayed', {
              played: money(played),
              target: money(target),
            })}
          >
            <span className="progress-bar__fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="withdraw-summary__played" data-testid="wagering-played">
            {t('security.wageringPlayed', { played: money(played), target: money(target) })}
          </p>
          <p className="withdraw-summary__hint">{t('security.wageringHint')}</p>
        </div>
      ) : (
        <p className="withdraw-summary__done" data-testid="wagering-done">
          {t('security.wageringDone')}
        </p>
      )}
    </section>
  );
}
