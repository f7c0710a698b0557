import { useQueryClient } from '@tanstack/react-query';
import { Page } from '../../components/ui/page';
import { useInviteShare } from '../../features/rewards/api/invite-share';
import { useInviteStats } from '../../features/rewards/api/invite-stats';
import { useSignInCalendar } from '../../features/rewards/api/sign-in-calendar';
import { InvitePanel } from '../../features/rewards/components/invite-panel';
import { artRegionOf } from '../../features/rewards/components/reward-art';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { RewardNotOffered } from '../../features/rewards/components/reward-not-offered';
import { useRewardWords } from '../../features/rewards/reward-words';
import { useTranslate } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { paths } from '../paths';

/**
 * `/promote`: the player's invitation address, the stated reward, the figures and the claim; in a
 * market that does not offer invitations, only that sentence.
 */
export default function InviteRoute() {
  const t = useTranslate();
  const w = useRewardWords();
  const { code, profile } = useMarket();
  const queryClient = useQueryClient();
  const share = useInviteShare();
  const stats = useInviteStats();
  // The one wagering multiple of the market's rewards, as the sign-in answer states it.
  const signIn = useSignInCalendar();
  const queries = [share, stats, signIn];
  let body;
  if (!share.data || !stats.data || !signIn.data) {
    body = (
      <RewardLoadState
        failed={queries.some((query) => query.isError)}
        onRetry={() => {
          for (const query of queries) void query.refetch();
        }}
      />
    );
  } else if (!share.data.offered || !stats.data.offered) {
    body = <RewardNotOffered message={w('invite.notOffered')} listPath={paths.promotions} />;
  } else {
    body = (
      <InvitePanel
        share={share.data}
        stats={stats.data}
        region={artRegionOf(code)}
        wageringMultiple={signIn.data.wageringMultiple}
        prepare={() => ensureAgeConfirmed(queryClient, profile)}
      />
    );
  }
  return <Page title={t('promote.title')}>{body}</Page>;
}
