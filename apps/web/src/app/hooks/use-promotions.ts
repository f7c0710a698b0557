import { useDepositAmounts } from '../../features/deposits/api/amount-list';
import { useNoviceTasks } from '../../features/rewards/api/novice-tasks';
import { useInviteStats } from '../../features/rewards/api/invite-stats';
import { useSignInCalendar } from '../../features/rewards/api/sign-in-calendar';
import { useUserInfo } from '../../lib/session';

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
