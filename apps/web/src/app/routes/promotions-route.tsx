import { Suspense } from 'react';
import { Page } from '../../components/ui/page';
import { PageFallback } from '../../components/ui/page-fallback';
import type { PromotionEntry } from '../../features/rewards/components/promotion-list';
import {
  PromotionList,
  PromotionListIntro,
} from '../../features/rewards/components/promotion-list';
import { artRegionOf } from '../../features/rewards/components/reward-art';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { useRewardFormat } from '../../features/rewards/hooks/use-reward-format';
import { useRewardWords } from '../../features/rewards/reward-words';
import { useTranslate } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { usePromotions } from '../hooks/use-promotions';
import { paths } from '../paths';

export { preparePromotions as prepare } from '../hooks/use-promotions';

/**
 * `/event`: the promotions that run in the player's market now, only those the server offers.
 * The answers are asked for here, outside the list's Suspense, so they travel while the reward
 * words load rather than after them.
 */
export default function PromotionsRoute() {
  const promotions = usePromotions();
  return (
    <Suspense fallback={<PageFallback />}>
      <PromotionsPage promotions={promotions} />
    </Suspense>
  );
}

function PromotionsPage({ promotions }: { promotions: ReturnType<typeof usePromotions> }) {
  const t = useTranslate();
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const { code } = useMarket();
  const { signIn, tasks, invite, deposits } = promotions;

  let entries: PromotionEntry[] | null = null;
  if (signIn && tasks && invite && deposits) {
    entries = [];
    const offer = deposits.firstDepositOffer;
    if (offer) {
      entries.push({
        id: 'first-deposit',
        title: w('promo.firstDeposit.title'),
        summary: w('promo.firstDeposit.summary', {
          deposit: money(offer.amountMinor),
          credit: money(offer.arrivalMinor),
        }),
        motif: 'gift',
      });
    }
    if (signIn.offered) {
      const most = Math.max(...signIn.calendar.map((day) => day.amountMinor));
      entries.push({
        id: 'sign-in',
        title: w('promo.signIn.title'),
        summary: w('promo.signIn.summary', { amount: money(most) }),
        motif: 'calendar',
      });
    }
    // Received novice rewards are done with: the promotion no longer runs for this player.
    if (tasks.offered && tasks.gotFlag !== 2) {
      entries.push({
        id: 'tasks',
        title: w('promo.tasks.title'),
        summary: w('promo.tasks.summary', { amount: money(tasks.rewardMinor) }),
        motif: 'tasks',
      });
    }
    if (invite.offered) {
      entries.push({
        id: 'invite',
        title: w('promo.invite.title'),
        summary: w('promo.invite.summary', {
          amount: money(invite.rewardMinor),
          deposit: money(invite.qualifyingDepositMinor),
        }),
        motif: 'friends',
      });
    }
    entries.push({
      id: 'vip',
      title: w('promo.vip.title'),
      summary: w('promo.vip.summary'),
      motif: 'vip',
    });
  }

  // The introduction is the page's own words: shown at once, the list below it once answered.
  return (
    <Page title={t('event.title')} showBack={false}>
      <PromotionListIntro entries={entries} />
      {entries ? (
        <PromotionList
          entries={entries}
          itemPath={paths.promotionItem}
          region={artRegionOf(code)}
        />
      ) : (
        <RewardLoadState failed={promotions.isError} onRetry={promotions.retry} />
      )}
    </Page>
  );
}
