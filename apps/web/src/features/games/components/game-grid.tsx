import { GameArt } from '../art/game-art';
import { Suspense, useState } from 'react';
import { lazyWithWords, useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useGameFacts } from '../api/game-list';
import type { GameFacts } from '../api/game-list';
import { games } from '../games';
import type { Game } from '../games';
import { percentText } from './percent-text';
import { volatilityKeys } from './volatility-keys';
import './game-grid.css';

// The sheet opens on a tap: `/` paints without it, inside its 110 KB JavaScript budget.
const GameFactsSheet = lazyWithWords(async () => ({
  default: (await import('./game-facts-sheet')).GameFactsSheet,
}));

interface GameCardProps {
  game: Game;
  facts: GameFacts | undefined;
  onPlay: (gameId: number) => void;
  onInfo: (game: Game) => void;
}

function GameCard({ game, facts, onPlay, onInfo }: GameCardProps) {
  const t = useTranslate();
  const { language } = useMarket();
  return (
    <li className="game-grid__item">
      <button
        type="button"
        className="game-card"
        data-testid={`game-card-${game.id}`}
        aria-label={t('game.play', { name: game.title })}
        onClick={() => onPlay(game.id)}
      >
        <span className="game-card__art">
          <GameArt art={game.art} />
        </span>
        <span className="game-card__title">{game.title}</span>
      </button>
      <button
        type="button"
        className="game-card__facts"
        data-testid={`game-info-${game.id}`}
        onClick={() => onInfo(game)}
      >
        {facts?.rtpPercent ? (
          <>
            {/* The name says what the button does and still holds the figures it shows. */}
            <span className="visually-hidden">{t('game.info', { name: game.title })}: </span>
            <span className="game-card__rtp">
              {t('game.rtpShort', { value: percentText(facts.rtpPercent.slice(0, 5), language) })}
            </span>
            <span className="game-card__meta">
              {facts.volatility ? t(volatilityKeys[facts.volatility]) : null}
              {' · '}
              {t('game.maxWinShort', {
                times: percentText(facts.maxWinTimesBet ?? '', language),
              })}
            </span>
          </>
        ) : (
          <span className="game-card__meta">{t('game.info', { name: game.title })}</span>
        )}
        <span className="game-card__info-icon" aria-hidden="true">
          i
        </span>
      </button>
    </li>
  );
}

/** The home grid: each game with its published figures, and a sheet of them before launch. */
export function GameGrid({
  onPlay,
  onPaytable,
}: {
  onPlay: (gameId: number) => void;
  onPaytable: (gameId: number) => void;
}) {
  const facts = useGameFacts();
  const [info, setInfo] = useState<Game | null>(null);
  return (
    <>
      <ul className="game-grid">
        {games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            facts={facts.get(game.id)}
            onPlay={onPlay}
            onInfo={setInfo}
          />
        ))}
      </ul>
      {info ? (
        <Suspense fallback={null}>
          <GameFactsSheet
            game={info}
            facts={facts.get(info.id)}
            onClose={() => setInfo(null)}
            onPlay={() => {
              setInfo(null);
              onPlay(info.id);
            }}
            onPaytable={() => {
              setInfo(null);
              onPaytable(info.id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
