import type { VipInfo } from '../api/vip-info';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import './vip-levels.css';

/**
 * What the levels are, and that none is a condition for a withdrawal: the page's own words, shown
 * at once, above the player's level and the benefits once they are answered.
 */
export function VipIntro() {
  const w = useRewardWords();
  return (
    <>
      <p className="lead">{w('vip.intro')}</p>
      <p className="vip-never-gates" data-testid="vip-never-gates">
        {w('vip.neverGates')}
      </p>
    </>
  );
}

/**
 * The player's VIP level, the deposits to the next one and each level's benefits as the server
 * applies them. `signInOffered`: the sign-in multiplier is a benefit only where the sign-in runs.
 */
export function VipLevels({ vip, signInOffered }: { vip: VipInfo; signInOffered: boolean }) {
  const w = useRewardWords();
  const { money, multiplier } = useRewardFormat();
  const next = vip.tiers.find((tier) => tier.level === vip.level + 1);
  const current = vip.tiers.find((tier) => tier.level === vip.level);
  const floor = current?.depositsMinorMin ?? 0;
  const progress =
    next && next.depositsMinorMin > floor
      ? Math.min(1, Math.max(0, (vip.depositedMinor - floor) / (next.depositsMinorMin - floor)))
      : 1;

  return (
    <>
      <section className="card card--gold vip-summary" data-testid="vip-summary">
        <p className="muted">{w('vip.yourLevel')}</p>
        <p className="vip-summary__level" data-testid="vip-level">
          {w('vip.level', { level: vip.level })}
        </p>
        <p>{w('vip.deposited', { amount: money(vip.depositedMinor) })}</p>
        {next && vip.nextLevelDepositsMinor !== null ? (
          <>
            <progress
              className="vip-summary__progress"
              max={100}
              value={Math.round(progress * 100)}
              aria-label={w('vip.progress', { level: next.level })}
            />
            <p data-testid="vip-to-next">
              {w('vip.toNext', {
                amount: money(vip.nextLevelDepositsMinor),
                level: next.level,
              })}
            </p>
          </>
        ) : (
          <p>{w('vip.top')}</p>
        )}
        {vip.level === 0 ? <p className="muted">{w('vip.levelZero')}</p> : null}
      </section>
      <section aria-labelledby="vip-benefits-title">
        <h2 id="vip-benefits-title" className="section-title">
          {w('vip.benefits')}
        </h2>
        <ol className="vip-tiers">
          {vip.tiers.map((tier) => (
            <li
              key={tier.level}
              className={`vip-tier${tier.level === vip.level ? ' vip-tier--current' : ''}`}
              aria-current={tier.level === vip.level ? 'true' : undefined}
              data-testid={`vip-tier-${tier.level}`}
            >
              <p className="vip-tier__head">
                <span className="vip-tier__name">{w('vip.level', { level: tier.level })}</span>
                {tier.level === vip.level ? <span className="tag">{w('vip.current')}</span> : null}
              </p>
              <p className="muted">{w('vip.from', { amount: money(tier.depositsMinorMin) })}</p>
              <ul className="vip-tier__benefits">
                <li>{w('vip.perDay', { count: tier.withdrawalsPerDayMax })}</li>
                <li>{w('vip.perWithdrawal', { amount: money(tier.withdrawalMinorMax) })}</li>
                {signInOffered ? (
                  <li>{w('vip.signIn', { multiplier: multiplier(tier.signInMultiplierBps) })}</li>
                ) : null}
              </ul>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
