import { Page } from '../../components/ui/page';
import { useSignInCalendar } from '../../features/rewards/api/sign-in-calendar';
import { useVipInfo } from '../../features/rewards/api/vip-info';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { VipLevels } from '../../features/rewards/components/vip-levels';
import { useRewardWords } from '../../features/rewards/reward-words';

/** `/vip`: the player's level, the deposits to the next, each level's benefits as in force. */
export default function VipRoute() {
  const w = useRewardWords();
  const vip = useVipInfo();
  const signIn = useSignInCalendar();
  return (
    <Page title={w('vip.title')}>
      {vip.data && signIn.data ? (
        <VipLevels vip={vip.data} signInOffered={signIn.data.offered} />
      ) : (
        <RewardLoadState
          failed={vip.isError || signIn.isError}
          onRetry={() => {
            void vip.refetch();
            void signIn.refetch();
          }}
        />
      )}
    </Page>
  );
}
