import { formatAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { OpsPlayer } from '../api/read-player';

/** The one balance and the turnover still owed before a withdrawal, with its progress. */
export function BalancePanel({ player }: { player: OpsPlayer }) {
  const { t } = useWords();
  const { cashMinor, wageringRemainingMinor, wageringTargetMinor } = player.balances;
  const money = (amountMinor: number) => formatAmount(amountMinor, player.currency);
  const done = wageringTargetMinor > 0 ? 1 - wageringRemainingMinor / wageringTargetMinor : 1;
  return (
    <section className="panel" aria-labelledby="player-balances">
      <h2 id="player-balances">{t('player.balances')}</h2>
      <div className="balance">
        <p className="muted small">{t('player.balance')}</p>
        <p className="balance-amount amount" data-testid="player-balance">
          {money(cashMinor)}
        </p>
      </div>
      <div className="balance">
        <p className="muted small">{t('player.wagering')}</p>
        <p className="amount" data-testid="player-wagering">
          {wageringRemainingMinor > 0
            ? t('player.wageringOf', {
                remaining: money(wageringRemainingMinor),
                target: money(wageringTargetMinor),
              })
            : t('player.wageringNone')}
        </p>
        {wageringRemainingMinor > 0 && (
          <progress
            className="wagering"
            max={1}
            value={Math.max(0, Math.min(1, done))}
            aria-label={t('player.wagering')}
          />
        )}
      </div>
    </section>
  );
}
