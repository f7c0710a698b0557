import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { gameTitle } from '../../features/games/games';
import { WelcomeWheel } from '../../features/rewards/components/welcome-wheel';
import { useOpenGame } from '../../lib/game-frame-store';
import { lazyWithWords } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { useLaunchGame } from '../hooks/use-launch-game';
import { useStartupSequence } from '../hooks/use-startup-sequence';
import { paths } from '../paths';

// One chunk for both, loaded when the server says one is due: most starts show neither, and the
// wheel, which shows before them, is all `/` carries (its 110 KB budget).
const LuckyBagPopup = lazyWithWords(async () => ({
  default: (await import('../../features/rewards/components/startup-popups')).LuckyBagPopup,
}));
const NoviceTasksPopup = lazyWithWords(async () => ({
  default: (await import('../../features/rewards/components/startup-popups')).NoviceTasksPopup,
}));

/** Seed §4: closing the lucky bag opens Golden Ox. */
const afterBagGameId = 66122;

/** The start-up overlays, one at a time in the seed's order (`useStartupSequence`). */
export function StartupOverlays() {
  const current = useStartupSequence(true);
  const queryClient = useQueryClient();
  const { profile } = useMarket();
  const navigate = useNavigate();
  const launchGame = useLaunchGame();
  // A greeting never covers a game: it waits until the player leaves it.
  const gameOpen = useOpenGame() !== null;
  if (!current || gameOpen) return null;
  const { overlay, close } = current;
  const play = (gameId: number) => {
    close();
    void launchGame(gameId);
  };
  if (overlay.kind === 'wheel') {
    return (
      <WelcomeWheel
        offer={overlay.offer}
        onClose={close}
        onSee={() => {
          close();
          void navigate(`${paths.promotionItem}?id=first-deposit`);
        }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      {overlay.kind === 'bag' ? (
        <LuckyBagPopup
          bag={overlay.bag}
          playTitle={gameTitle(afterBagGameId) ?? ''}
          prepare={() => ensureAgeConfirmed(queryClient, profile)}
          onClose={close}
          onPlay={() => play(afterBagGameId)}
        />
      ) : (
        <NoviceTasksPopup tasks={overlay.tasks} onClose={close} onPlay={play} />
      )}
    </Suspense>
  );
}
