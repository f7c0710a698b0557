import { reminderMinutesDefault } from '@sorte/contracts/reminders';
import { getMarket } from '@sorte/markets';
import { formatMoney } from '@sorte/money';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { accountInfoQuery } from '../../features/account/api/account-info';
import { ensureSignedIn } from '../../features/auth/ensure-signed-in';
import { fetchFirstDepositOffer } from '../../features/deposits/api/amount-list';
import type { FirstDepositOffer } from '../../features/deposits/api/amount-list';
import { gameTitle } from '../../features/games/games';
import { useProtectionStatus } from '../../features/protection/api/protection-status';
import { lazyWithWords, useTranslate } from '../../lib/i18n';
import { openDepositDrawer } from '../../lib/deposit-drawer-store';
import {
  gameMarkerParam,
  gameMarkerValue,
  useOpenGame,
  withoutGameMarker,
} from '../../lib/game-frame-store';
import { useMarket } from '../../lib/market';
import { getToken, useUserInfo } from '../../lib/session';
import { readStored, removeStored, storageKeys, writeStored } from '../../lib/storage';
import { showToast } from '../../lib/ui-store';
import { useLaunchGame } from '../hooks/use-launch-game';
import { paths } from '../paths';

// Their own chunks, loaded when a game opens or the offer shows: `/` paints without them, and it
// has a 110 KB budget.
const GameFrame = lazyWithWords(async () => ({
  default: (await import('../../features/games/components/game-frame')).GameFrame,
}));
const FirstDepositPopup = lazyWithWords(async () => ({
  default: (await import('../../features/deposits/components/first-deposit-popup'))
    .FirstDepositPopup,
}));

/** Seed §2: after the first ever exit the player lands home and the offer follows 1.5 s later. */
const firstDepositDelayMs = 1500;
/** Seed §4: closing the first-deposit popup with "play" opens Golden Ox. */
const playAfterOfferGameId = 66122;

/**
 * What happens around a game: the frame itself, the balance refresh when it closes, the seed's
 * tip 302, and the first-deposit offer after the very first game, while the server says it stands.
 */
export function GameOverlays() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useTranslate();
  const market = useMarket();
  const launchGame = useLaunchGame();
  const [offer, setOffer] = useState<FirstDepositOffer | null>(null);
  // Asked for only while a game is open: the home screen has no use for it.
  const gameOpen = useOpenGame() !== null;
  const reminderMinutes =
    useProtectionStatus(useUserInfo()?.token ?? null, gameOpen).data?.reminderMinutes ??
    reminderMinutesDefault;
  const offerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(offerTimer.current), []);

  // The game marker with no game open in this page (a reload, the address opened in a new tab)
  // is dropped: a game opens only from a tap in this tab, never from an address.
  const location = useLocation();
  const markedWithoutGame =
    !gameOpen && new URLSearchParams(location.search).get(gameMarkerParam) === gameMarkerValue;
  useEffect(() => {
    if (!markedWithoutGame) return;
    void navigate(
      { pathname: location.pathname, search: withoutGameMarker(location.search) },
      { replace: true },
    );
  }, [markedWithoutGame, location.pathname, location.search, navigate]);

  const onExit = useCallback(() => {
    writeStored(storageKeys.closeGameMarker, 1);
    const refresh = queryClient
      .fetchQuery({ ...accountInfoQuery(getToken()), staleTime: 0 })
      .then((info) => {
        if (readStored(storageKeys.closeGameMarker) === null) return;
        removeStored(storageKeys.closeGameMarker);
        // Tip 302: a player who has not deposited 20+ but has built up a balance is told where
        // they stand. Never a request for money.
        const threshold = getMarket(market.code).unrechargedBalanceMinor;
        if (info.charge20TotalNum === 0 && info.accountGold >= threshold) {
          showToast(t('game.tip302', { balance: formatMoney(info.accountGold, market.currency) }));
        }
      });
    refresh.catch(() => undefined);

    if (readStored(storageKeys.firstGameExitDone) === null) {
      writeStored(storageKeys.firstGameExitDone, true);
      navigate(paths.home);
      // The server says whether the offer stands: not for a player who has already deposited,
      // nor under a profile without advance bonuses (br-regulated). It is asked when the popup
      // is due, so a deposit paid while the player was playing counts.
      offerTimer.current = setTimeout(() => {
        fetchFirstDepositOffer()
          .then((standing) => {
            if (standing) setOffer(standing);
          })
          .catch(() => undefined);
      }, firstDepositDelayMs);
    }
  }, [queryClient, navigate, market, t]);

  const playTitle = gameTitle(playAfterOfferGameId) ?? '';
  return (
    <>
      {gameOpen ? (
        <Suspense fallback={null}>
          <GameFrame onExit={onExit} reminderMinutes={reminderMinutes} />
        </Suspense>
      ) : null}
      {offer ? (
        <Suspense fallback={null}>
          <FirstDepositPopup
            offer={offer}
            playTitle={playTitle}
            onClose={() => setOffer(null)}
            onPlay={() => {
              setOffer(null);
              void launchGame(playAfterOfferGameId);
            }}
            onDeposit={() => {
              setOffer(null);
              // Seed §4: "with charge" starts a charge of the first-deposit amount, signed in first.
              ensureSignedIn(market.code)
                .then(() => openDepositDrawer({ amountMinor: offer.amountMinor, confirm: true }))
                .catch(() => undefined);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
