import { gameCatalogue } from '@sorte/contracts/games';
import { formatAmount, formatMoment, formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { Dialog } from '../../../components/ui/dialog';
import { StatusBadge } from '../../../components/ui/status-badge';
import type { PlayerRound } from '../api/player-rounds';

/** A game's title by its id, as the player's app names it; an unknown id shows itself. */
export function gameTitleOf(gameId: number): string {
  return gameCatalogue.find((game) => game.gameId === gameId)?.title ?? String(gameId);
}

/**
 * One round recalled as the player's history shows it (apps/web's recent rounds): the game, the
 * result, bet and win, the status, the balance before and after, and when.
 */
export function RoundDialog({ round, onClose }: { round: PlayerRound; onClose: () => void }) {
  const { t, language } = useWords();
  const money = (amountMinor: number) => formatAmount(amountMinor, round.currency);
  return (
    <Dialog
      title={t('round.title', { roundId: round.roundId })}
      onClose={onClose}
      testId="round-dialog"
    >
      <div className="stack">
        <p className="muted">{t('round.text')}</p>
        <div className="round-card">
          <div className="round-main">
            <strong>{gameTitleOf(round.gameId)}</strong>
            <strong
              className={round.netMinor > 0 ? 'amount amount-in' : 'amount'}
              data-testid="round-net"
            >
              {formatSignedAmount(round.netMinor, round.currency)}
            </strong>
          </div>
          <dl className="facts">
            <div>
              <dt>{t('history.bet')}</dt>
              <dd className="amount" data-testid="round-bet">
                {money(round.betMinor)}
              </dd>
            </div>
            <div>
              <dt>{t('history.win')}</dt>
              <dd className="amount" data-testid="round-win">
                {money(round.winMinor)}
              </dd>
            </div>
            <div>
              <dt>{t('history.status')}</dt>
              <dd>
                <StatusBadge
                  tone={
                    round.status === 'settled'
                      ? 'good'
                      : round.status === 'open'
                        ? 'attention'
                        : 'quiet'
                  }
                  label={t(`roundStatus.${round.status}`)}
                />
              </dd>
            </div>
          </dl>
          <p className="amount" data-testid="round-balance">
            {t('round.balance', {
              before: money(round.balanceBeforeMinor),
              after: money(round.balanceAfterMinor),
            })}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('round.played')}</dt>
              <dd>
                <time dateTime={round.createdAt}>{formatMoment(round.createdAt, language)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('round.settled')}</dt>
              <dd>
                {round.settledAt ? (
                  <time dateTime={round.settledAt}>{formatMoment(round.settledAt, language)}</time>
                ) : (
                  t('round.notSettled')
                )}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </Dialog>
  );
}
