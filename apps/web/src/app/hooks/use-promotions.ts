import { depositAmountsQuery, useDepositAmounts } from '../../features/deposits/api/amount-list';
import { noviceTasksQuery, useNoviceTasks } from '../../features/rewards/api/novice-tasks';
import { inviteStatsQuery, useInviteStats } from '../../features/rewards/api/invite-stats';
import {
  signInCalendarQuery,
  useSignInCalendar,
} from '../../features/rewards/api/sign-in-calendar';
import { loadRewardWords } from '../../features/rewards/reward-words';
import { useUserInfo } from '../../lib/session';
import { ahead, prefetchSignedIn } from '../page-preparation';
import type { PreparePage } from '../page-preparation';

/**
 * What the server says runs for this player now: each reward's answer (with its `offered`) and
 * the first-deposit offer of the deposit list, which the server leaves out once a deposit is paid
 * or where the compliance profile forbids advance bonuses (the first-deposit popup asks the same).
 * The promotions list and each promotion's page read them here.
 */
export function usePromotions() {
  const signIn = useSignInCalendar();
  const tasks = useNoviceTasks();
  const invite = useInviteStats();
  const deposits = useDepositAmounts(useUserInfo()?.token ?? null);
  const queries = [signIn, tasks, invite, deposits];
  return {
    signIn: signIn.data,
    tasks: tasks.data,
    invite: invite.data,
    deposits: deposits.data,
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

/** What `usePromotions` reads, and the reward words, asked for before the page first renders. */
export const preparePromotions: PreparePage = (preparation) => {
  // A failed fetch is asked again by the page's own render, which shows its retry.
  loadRewardWords(preparation.language).catch(() => undefined);
  prefetchSignedIn(preparation, (token) => [
    ahead(signInCalendarQuery(token)),
    ahead(noviceTasksQuery(token)),
    ahead(inviteStatsQuery(token)),
    ahead(depositAmountsQuery(token)),
  ]);
};
