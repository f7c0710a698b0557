import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { FirstDepositRules } from '../../features/rewards/components/first-deposit-rules';
import { NoviceTaskRules } from '../../features/rewards/components/novice-task-rules';
import { PromotionHero } from '../../features/rewards/components/promotion-hero';
import { artRegionOf } from '../../features/rewards/components/reward-art';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { RewardNotOffered } from '../../features/rewards/components/reward-not-offered';
import { RewardRules } from '../../features/rewards/components/reward-rules';
import { SignInCalendar } from '../../features/rewards/components/sign-in-calendar';
import { useRewardFormat } from '../../features/rewards/hooks/use-reward-format';
import { useRewardWords } from '../../features/rewards/reward-words';
import { openDepositDrawer } from '../../lib/deposit-drawer-store';
import { useMarket } from '../../lib/market';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { usePromotions } from '../hooks/use-promotions';
import { paths } from '../paths';

/**
 * The novice tasks are claimed in the home's novice popup; this marker asks home to open it
 * (`/?tasks=1`).
 */
export const noviceTasksPath = `${paths.home}?tasks=1`;

/**
 * `/event/item?id=…`: one promotion's rules as the server applies them, and the way to take it
 * (the calendar itself, the novice popup, the VIP page, the invitations, the deposit drawer).
 * A promotion the market does not offer says so.
 */
export default function PromotionItemRoute() {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const { code, profile } = useMarket();
  const region = artRegionOf(code);
  const id = useSearchParams()[0].get('id') ?? '';
  const promotions = usePromotions();
  const queryClient = useQueryClient();
  const prepare = () => ensureAgeConfirmed(queryClient, profile);
  const { signIn, tasks, invite, deposits } = promotions;

  let title = w('item.title');
  let body: ReactNode;
  const notOffered = (
    <RewardNotOffered message={w('item.notOffered')} listPath={paths.promotions} />
  );
  if (!signIn || !tasks || !invite || !deposits) {
    body = <RewardLoadState failed={promotions.isError} onRetry={promotions.retry} />;
  } else if (id === 'sign-in') {
    title = w('promo.signIn.title');
    body = signIn.offered ? <SignInCalendar calendar={signIn} prepare={prepare} /> : notOffered;
  } else if (id === 'tasks') {
    title = w('promo.tasks.title');
    body = tasks.offered ? (
      <>
        <PromotionHero
          region={region}
          motif="tasks"
          summary={w('promo.tasks.summary', { amount: money(tasks.rewardMinor) })}
        />
        <NoviceTaskRules tasks={tasks} tasksPath={noviceTasksPath} />
      </>
    ) : (
      notOffered
    );
  } else if (id === 'invite') {
    title = w('promo.invite.title');
    body = invite.offered ? (
      <>
        <PromotionHero
          region={region}
          motif="friends"
          summary={w('invite.intro', {
            deposit: money(invite.qualifyingDepositMinor),
            amount: money(invite.rewardMinor),
          })}
        />
        <RewardRules wageringMultiple={signIn.wageringMultiple}>
          <li>{w('invite.adults')}</li>
          <li>{w('invite.self')}</li>
        </RewardRules>
        <Link className="button button--gold button--block" to={paths.invite}>
          {w('invite.open')}
        </Link>
      </>
    ) : (
      notOffered
    );
  } else if (id === 'first-deposit') {
    title = w('promo.firstDeposit.title');
    const offer = deposits.firstDepositOffer;
    body = offer ? (
      <>
        <PromotionHero
          region={region}
          motif="gift"
          summary={w('promo.firstDeposit.summary', {
            deposit: money(offer.amountMinor),
            credit: money(offer.arrivalMinor),
          })}
        />
        <FirstDepositRules
          offer={offer}
          depositWageringMultiple={deposits.depositWageringMultiple}
          bonusWageringMultiple={deposits.bonusWageringMultiple}
          onDeposit={() => openDepositDrawer({ amountMinor: offer.amountMinor })}
        />
      </>
    ) : (
      notOffered
    );
  } else if (id === 'vip') {
    title = w('promo.vip.title');
    body = (
      <>
        <PromotionHero region={region} motif="vip" summary={w('promo.vip.summary')} />
        <section className="card">
          <ul className="check-list" data-testid="reward-rules">
            <li>{w('vip.intro')}</li>
            <li>{w('vip.neverGates')}</li>
          </ul>
        </section>
        <Link className="button button--gold button--block" to={paths.vip} data-testid="vip-open">
          {w('vip.open')}
        </Link>
      </>
    );
  } else {
    body = <RewardNotOffered message={w('item.notFound')} listPath={paths.promotions} />;
  }

  return <Page title={title}>{body}</Page>;
}
