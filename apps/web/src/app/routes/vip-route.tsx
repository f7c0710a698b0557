import { Suspense } from 'react';
import { Page } from '../../components/ui/page';
import { PageFallback } from '../../components/ui/page-fallback';
import {
  signInCalendarQuery,
  useSignInCalendar,
} from '../../features/rewards/api/sign-in-calendar';
import { useVipInfo, vipInfoQuery } from '../../features/rewards/api/vip-info';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { VipIntro, VipLevels } from '../../features/rewards/components/vip-levels';
import { loadRewardWords, useRewardWords } from '../../features/rewards/reward-words';
import { ahead, prefetchSignedIn } from '../page-preparation';
import type { PreparePage } from '../page-preparation';

/** The page's answers and words, asked for before it first renders. */
export const prepare: PreparePage = (preparation) => {
  // A failed fetch is asked again by the page's own render, which shows its retry.
  loadRewardWords(preparation.language).catch(() => undefined);
  prefetchSignedIn(preparation, (token) => [
    ahead(vipInfoQuery(token)),
    ahead(signInCalendarQuery(token)),
  ]);
};

/**
 * `/vip`: the player's level, the deposits to the next, each level's benefits as in force. The
 * answers are asked for here, outside the levels' Suspense, so they travel while the reward words
 * load rather than after them.
 */
export default function VipRoute() {
  const vip = useVipInfo();
  const signIn = useSignInCalendar();
  return (
    <Suspense fallback={<PageFallback />}>
      <VipPage vip={vip} signIn={signIn} />
    </Suspense>
  );
}

function VipPage({
  vip,
  signIn,
}: {
  vip: ReturnType<typeof useVipInfo>;
  signIn: ReturnType<typeof useSignInCalendar>;
}) {
  const w = useRewardWords();
  return (
    <Page title={w('vip.title')}>
      <VipIntro />
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
