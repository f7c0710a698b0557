import { GameArt } from '../art/game-art';
import { useModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { MessageKey } from '../../../lib/i18n';
import type { GameFacts } from '../api/game-list';
import type { Game } from '../games';
import { percentText } from './percent-text';
import { Button } from '../../../components/ui/button';

const volatilityLevelKeys: Record<NonNullable<GameFacts['volatility']>, MessageKey> = {
  low: 'game.volatilityLevel.low',
  medium: 'game.volatilityLevel.medium',
  high: 'game.volatilityLevel.high',
};

interface GameFactsSheetProps {
  game: Game;
  facts: GameFacts | undefined;
  onPlay: () => void;
  onPaytable: () => void;
  onClose: () => void;
}

/**
 * What a player should know before launching a game: its exact RTP, volatility and top win, and
 * how often a round returns something and how often it wins more than the bet, worded as the
 * game's own rules screen words them.
 */
export function GameFactsSheet({ game, facts, onPlay, onPaytable, onClose }: GameFactsSheetProps) {
  const t = useTranslate();
  const { language } = useMarket();
  const dialogRef = useModalDialog();
  const known = facts?.rtpPercent != null;
  return (
    <dialog
      ref={dialogRef}
      className="game-facts"
      data-testid={`game-facts-${game.id}`}
      aria-labelledby="game-facts-title"
      onCancel={onClose}
    >
      <div className="game-facts__art" aria-hidden="true">
        <GameArt art={game.art} />
      </div>
      <h2 id="game-facts-title" className="game-facts__title">
        {game.title}
      </h2>
      {known && facts ? (
        <dl className="game-facts__rows">
          <div>
            <dt>{t('game.factsRtp')}</dt>
            <dd data-testid="game-facts-rtp">{percentText(facts.rtpPercent ?? '', language)}%</dd>
          </div>
          <div>
            <dt>{t('game.factsVolatility')}</dt>
            <dd>{facts.volatility ? t(volatilityLevelKeys[facts.volatility]) : '—'}</dd>
          </div>
          <div>
            <dt>{t('game.factsMaxWin')}</dt>
            <dd data-testid="game-facts-max-win">
              {t('game.factsMaxWinValue', {
                times: facts.maxWinTimesBet ? percentText(facts.maxWinTimesBet, language) : '—',
              })}
            </dd>
          </div>
          <div>
            <dt>{t('game.factsHit')}</dt>
            <dd data-testid="game-facts-hit">
              {percentText(facts.hitFrequencyPercent ?? '', language)}%
            </dd>
          </div>
          <div>
            <dt>{t('game.factsNetWin')}</dt>
            <dd data-testid="game-facts-net-win">
              {percentText(facts.netWinFrequencyPercent ?? '', language)}%
            </dd>
          </div>
        </dl>
      ) : (
        <p className="game-facts__note">{t('game.factsUnavailable')}</p>
      )}
      {known ? <p className="game-facts__note">{t('game.factsNote')}</p> : null}
      <Button
        variant="secondary"
        block
        className="game-facts__paytable"
        data-testid="game-facts-paytable"
        onClick={onPaytable}
      >
        {t('game.factsPaytable')}
      </Button>
      <div className="game-facts__actions">
        <Button variant="ghost" onClick={onClose}>
          {t('game.factsClose')}
        </Button>
        <Button data-testid="game-facts-play" onClick={onPlay}>
          {t('game.factsPlay')}
        </Button>
      </div>
    </dialog>
  );
}
