import { formatMoney } from '@sorte/money';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useOpenRounds } from '../api/open-rounds';
import { gameTitle } from '../games';
import { Button } from '../../../components/ui/button';

/**
 * Where a round waits (a lost connection, a closed tab): the provider settles it on its own, and
 * the player sees that it is not lost and can go back to the game.
 */
export function OpenRoundsNotice({
  token,
  onOpen,
}: {
  token: string | null;
  onOpen: (gameId: number) => void;
}) {
  const t = useTranslate();
  const { currency } = useMarket();
  const rounds = useOpenRounds(token).data ?? [];
  const round = rounds[0];
  if (!round) return null;
  const title = gameTitle(round.gameId) ?? String(round.gameId);
  return (
    <section className="card open-rounds" data-testid="open-rounds" aria-live="polite">
      <p className="open-rounds__title">{t('openRounds.title')}</p>
      <p className="open-rounds__text">
        {t('openRounds.text', { game: title, bet: formatMoney(round.betMinor, currency) })}
      </p>
      <Button variant="secondary" onClick={() => onOpen(round.gameId)}>
        {t('openRounds.open')}
      </Button>
    </section>
  );
}
