import { useState } from 'react';
import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatMoment, formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { usePlayerRounds } from '../api/player-rounds';
import type { PlayerRound } from '../api/player-rounds';
import { RoundDialog, gameTitleOf } from './round-dialog';

/** The player's last ten rounds; each opens as the player sees it. */
export function RoundsList({ playerId }: { playerId: string }) {
  const { t, language } = useWords();
  const rounds = usePlayerRounds(playerId);
  const [opened, setOpened] = useState<PlayerRound | null>(null);
  if (rounds.isPending) return <LoadingState />;
  if (rounds.isError)
    return <ErrorState text={errorWords(rounds.error, t)} onRetry={() => void rounds.refetch()} />;
  if (rounds.data.length === 0) return <EmptyState text={t('history.roundsEmpty')} />;
  return (
    <>
      <p className="muted small">{t('history.roundsText')}</p>
      <DataTable<PlayerRound>
        caption={t('history.rounds')}
        rows={rounds.data}
        rowKey={(round) => round.roundId}
        testId="player-rounds"
        rowTestId={(round) => `round-${round.roundId}`}
        columns={[
          {
            key: 'when',
            header: t('history.when'),
            cell: (round) => (
              <time dateTime={round.createdAt}>{formatMoment(round.createdAt, language)}</time>
            ),
          },
          { key: 'game', header: t('history.game'), cell: (round) => gameTitleOf(round.gameId) },
          {
            key: 'bet',
            header: t('history.bet'),
            align: 'end',
            cell: (round) => (
              <span className="amount">{formatAmount(round.betMinor, round.currency)}</span>
            ),
          },
          {
            key: 'win',
            header: t('history.win'),
            align: 'end',
            cell: (round) => (
              <span className="amount">{formatAmount(round.winMinor, round.currency)}</span>
            ),
          },
          {
            key: 'net',
            header: t('history.net'),
            align: 'end',
            cell: (round) => (
              <strong className={round.netMinor > 0 ? 'amount amount-in' : 'amount'}>
                {formatSignedAmount(round.netMinor, round.currency)}
              </strong>
            ),
          },
          {
            key: 'status',
            header: t('history.status'),
            cell: (round) => t(`roundStatus.${round.status}`),
          },
          {
            key: 'open',
            header: t('history.round'),
            cell: (round) => (
              <Button
                variant="quiet"
                onClick={() => setOpened(round)}
                aria-label={t('round.title', { roundId: round.roundId })}
                data-testid={`open-round-${round.roundId}`}
              >
                {t('history.open')}
              </Button>
            ),
          },
        ]}
      />
      {opened && <RoundDialog round={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
