import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { getMarket, marketDay } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { depositAmountsQuery } from '../../features/deposits/api/amount-list';
import type { FirstDepositOffer } from '../../features/deposits/api/amount-list';
import { fetchLuckyBag } from '../../features/rewards/api/lucky-bag';
import type { LuckyBag } from '../../features/rewards/api/lucky-bag';
import { fetchNoviceTasks } from '../../features/rewards/api/novice-tasks';
import type { NoviceTasks } from '../../features/rewards/api/novice-tasks';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';
import { readStored, storageKeys, writeStored } from '../../lib/storage';
import { ahead, prefetchSignedIn } from '../page-preparation';
import type { PagePreparation } from '../page-preparation';
import { isWithdrawalPage } from '../paths';
import { ensureAgeConfirmed } from './ensure-age-confirmed';
import { hasStartupAgeGateMarker } from './startup-age-gate-marker';

export type StartupOverlay =
  | { kind: 'wheel'; offer: FirstDepositOffer }
  | { kind: 'bag'; bag: LuckyBag }
  | { kind: 'tasks'; tasks: NoviceTasks };

/** Seed §4: the novice popup comes 10 s after start. */
export const noviceDelayMs = 10_000;

/** Whether this device has yet to see the welcome wheel (it shows on the first visit only). */
function wheelDue(): boolean {
  return (
    readStored(storageKeys.welcomeWheelSeen) === null &&
    readStored(storageKeys.firstGameExitDone) === null
  );
}

/**
 * Whether start-up may offer anything on this address: never over a withdrawal page, where a
 * deposit offer would ask a player taking money out for more, and a bonus would add wagering
 * that holds their withdrawal back. What is due stays due for the next start-up elsewhere.
 */
const offersMayOpenOn = (pathname: string) => !isWithdrawalPage(pathname);

/** On a first visit, the offer the welcome wheel shows, asked for beside the first render. */
export function prepareStartupOverlays(pathname: string, preparation: PagePreparation): void {
  if (wheelDue() && offersMayOpenOn(pathname)) {
    prefetchSignedIn(preparation, (token) => [ahead(depositAmountsQuery(token))]);
  }
}

interface Steps {
  show: (overlay: StartupOverlay) => Promise<void>;
  token: string;
  pathname: string;
  search: string;
  queryClient: QueryClient;
  profile: Parameters<typeof ensureAgeConfirmed>[1];
  market: MarketCode;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seed §4 and PRODUCT.md §5, in order: the welcome wheel for a device that has never played,
 * showing the market's real first-deposit offer (none where the server says it does not stand);
 * the 18+ setup where the address carries kk, ks or kw; the lucky bag while it is closed; and the
 * novice tasks 10 s after start until their reward is received (a game open then puts it off
 * until the player leaves it: `StartupOverlays`). The server says what is offered:
 * under a profile without advance bonuses nothing here shows; over a withdrawal page nothing is
 * offered (`offersMayOpenOn`).
 */
async function runStartup(steps: Steps): Promise<void> {
  const { show, token, pathname, search, queryClient, profile, market } = steps;
  // The 18+ setup is not an offer: it opens wherever the address asks for it.
  if (!offersMayOpenOn(pathname)) {
    if (hasStartupAgeGateMarker(search)) await ensureAgeConfirmed(queryClient, profile);
    return;
  }
  if (readStored(storageKeys.welcomeWheelSeen) === null) {
    const due = wheelDue();
    writeStored(storageKeys.welcomeWheelSeen, true);
    // The answer start-up asked for (prepareStartupOverlays) when it is a few seconds old.
    const offer = due
      ? (await queryClient.fetchQuery(depositAmountsQuery(token))).firstDepositOffer
      : null;
    if (offer) await show({ kind: 'wheel', offer });
  }
  if (hasStartupAgeGateMarker(search)) await ensureAgeConfirmed(queryClient, profile);
  // The player's day, as the daily sign-in counts it: the market's own time zone. Asked for after
  // the wheel, not before it: the first time-zone format of a page load costs a phone tens of ms
  // of main thread, which a first visit's first screen need not wait behind.
  const today = marketDay(getMarket(market));
  /** A greeting not yet given today (the bag and the tasks greet once a day until taken). */
  const dueToday = (key: string) => String(readStored(key) ?? '') < today;
  if (dueToday(storageKeys.luckyBagPromptedOn)) {
    const bag = await fetchLuckyBag();
    if (bag.offered && bag.openedMinor === null) {
      writeStored(storageKeys.luckyBagPromptedOn, today);
      await show({ kind: 'bag', bag });
    }
  }
  await wait(noviceDelayMs - performance.now());
  if (!dueToday(storageKeys.noviceTasksPromptedOn)) return;
  const tasks = await fetchNoviceTasks();
  if (!tasks.offered || tasks.gotFlag === 2) return;
  writeStored(storageKeys.noviceTasksPromptedOn, today);
  await show({ kind: 'tasks', tasks });
}

/** Runs the start-up overlays once the silent login has a token; returns the one showing now. */
export function useStartupSequence(enabled: boolean) {
  const token = useUserInfo()?.token ?? null;
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const { profile, code: market } = useMarket();
  const [current, setCurrent] = useState<{ overlay: StartupOverlay; close: () => void } | null>(
    null,
  );
  const started = useRef(false);
  useEffect(() => {
    if (!enabled || !token || started.current) return;
    started.current = true;
    const show = (overlay: StartupOverlay) =>
      new Promise<void>((resolve) => {
        setCurrent({
          overlay,
          close: () => {
            setCurrent(null);
            resolve();
          },
        });
      });
    runStartup({ show, token, pathname, search, queryClient, profile, market }).catch(
      () => undefined,
    );
  }, [enabled, token, pathname, search, queryClient, profile, market]);
  return current;
}
