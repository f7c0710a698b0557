import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  clearGameFrame,
  gameMarkerParam,
  gameMarkerValue,
  useOpenGame,
  withoutGameMarker,
} from '../../../lib/game-frame-store';
import type { OpenGame } from '../../../lib/game-frame-store';
import { useTranslate } from '../../../lib/i18n';
import { refreshSessionSummary } from '../api/session-summary';
import { gameTitle } from '../games';
import { SessionBar } from './session-bar';
import './game-frame.css';

/** The frame's second load is the provider sending it to our return page: the game is over. */
const loadsBeforeExit = 2;

/** What the provider's page may tell the casino: the player left, or a round's money moved. */
export const gameMessageTypes = {
  exit: 'sorte:game-exit',
  roundUpdate: 'sorte:round-update',
} as const;
export type GameMessage = keyof typeof gameMessageTypes;

/**
 * Only the provider's page inside our frame may speak for the game: a message from any other
 * origin or window, or of any other type, is ignored.
 */
export function readGameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  game: OpenGame,
  frameWindow: Window | null | undefined,
): GameMessage | null {
  if (event.origin !== game.origin || !frameWindow || event.source !== frameWindow) return null;
  const data = event.data as { type?: unknown } | null;
  if (data?.type === gameMessageTypes.exit) return 'exit';
  if (data?.type === gameMessageTypes.roundUpdate) return 'roundUpdate';
  return null;
}

function hasMarker(search: string): boolean {
  return new URLSearchParams(search).get(gameMarkerParam) === gameMarkerValue;
}

/**
 * The full-screen game frame. The game counts as exited when the provider's page posts the exit
 * message (accepted only from the provider's origin and from this frame), when the frame loads a
 * second time (the seed's fallback), or when the player navigates back out of the marked route.
 * The page's round messages (the same checks) refresh the session bar at once.
 */
export function GameFrame({
  onExit,
  reminderMinutes,
}: {
  onExit: (game: OpenGame) => void;
  /** Minutes of play between two reality checks. */
  reminderMinutes: number;
}) {
  const game = useOpenGame();
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const loadCount = useRef(0);
  const markerSeen = useRef(false);
  const inFrameRoute = hasMarker(location.search);

  const exit = useCallback(() => {
    if (!game) return;
    clearGameFrame();
    if (hasMarker(globalThis.location.search)) {
      navigate(
        {
          pathname: globalThis.location.pathname,
          search: withoutGameMarker(globalThis.location.search),
        },
        { replace: true },
      );
    }
    onExit(game);
  }, [game, navigate, onExit]);

  // Entering: the route gets the marker, as a history entry so the back button leaves the game.
  useEffect(() => {
    loadCount.current = 0;
    markerSeen.current = false;
    if (!game || hasMarker(globalThis.location.search)) return;
    const params = new URLSearchParams(globalThis.location.search);
    params.set(gameMarkerParam, gameMarkerValue);
    navigate({ pathname: globalThis.location.pathname, search: `?${params.toString()}` });
  }, [game, navigate]);

  useEffect(() => {
    if (!game) return;
    if (inFrameRoute) markerSeen.current = true;
    else if (markerSeen.current) exit();
  }, [game, inFrameRoute, exit]);

  useEffect(() => {
    if (!game) return;
    const onMessage = (event: MessageEvent) => {
      const message = readGameMessage(event, game, frameRef.current?.contentWindow);
      if (message === 'exit') exit();
      // The bar over the frame shows the settled round now, not at its next poll.
      if (message === 'roundUpdate') void refreshSessionSummary(queryClient, game.gameId);
    };
    globalThis.addEventListener('message', onMessage);
    return () => globalThis.removeEventListener('message', onMessage);
  }, [game, exit, queryClient]);

  if (!game) return null;
  const title = gameTitle(game.gameId) ?? 'Sorte';
  return (
    <div className="game-frame" data-testid="game-frame">
      <SessionBar gameId={game.gameId} reminderMinutes={reminderMinutes} onLeave={exit} />
      <iframe
        ref={frameRef}
        className="game-frame__iframe"
        src={game.url}
        title={t('game.frameTitle', { name: title })}
        allow="autoplay; fullscreen"
        onLoad={() => {
          loadCount.current += 1;
          if (loadCount.current >= loadsBeforeExit) exit();
        }}
      />
    </div>
  );
}
