import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Page } from '../../components/ui/page';
import type { NoviceTasks } from '../../features/rewards/api/novice-tasks';
import type { InviteStats } from '../../features/rewards/api/invite-stats';
import { FirstDepositRules } from '../../features/rewards/components/first-deposit-rules';
import { NoviceTaskRules } from '../../features/rewards/components/novice-task-rules';
import { PromotionHero } from '../../features/rewards/components/promotion-hero';
import { artRegionOf } from '../../features/rewards/components/reward-art';
import type { ArtRegion } from '../../features/rewards/components/reward-art';
import { RewardLoadState } from '../../features/rewards/components/reward-load-state';
import { RewardNotOffered } from '../../features/rewards/components/reward-not-offered';
import { RewardRules } from '../../features/rewards/components/reward-rules';
import { SignInCalendar } from '../../features/rewards/components/sign-in-calendar';
import { useRewardFormat } from '../../features/rewards/hooks/use-reward-format';
import { useRewardWords } from '../../features/rewards/reward-words';
import { openDepositDrawer } from '../../lib/deposit-drawer-store';
import { useMarket } from '../../lib/market';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { useLaunchGame } from '../hooks/use-launch-game';
import { usePromotions } from '../hooks/use-promotions';
import { paths } from '../paths';

export { preparePromotions as prepare } from '../hooks/use-promotions';

type DepositAmounts = NonNullable<ReturnType<typeof usePromotions>['deposits']>;

function TasksItem({ tasks, region }: { tasks: NoviceTasks; region: ArtRegion }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const launchGame = useLaunchGame();
  return (
    <>
      <PromotionHero
        region={region}
        motif="tasks"
        summary={w('promo.tasks.summary', { amount: money(tasks.rewardMinor) })}
      />
      <NoviceTaskRules tasks={tasks} onPlay={(gameId) => void launchGame(gameId)} />
    </>
  );
}

function InviteItem({
  invite,
  region,
  wageringMultiple,
}: {
  invite: InviteStats;
  region: ArtRegion;
  wageringMultiple: number;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  return (
    <>
      <PromotionHero
        region={region}
        motif="friends"
        summary={w('invite.intro', {
          deposit: money(invite.qualifyingDepositMinor),
          amount: money(invite.rewardMinor),
        })}
      />
      <RewardRules wageringMultiple={wageringMultiple}>
        <li>{w('invite.adults')}</li>
        <li>{w('invite.self')}</li>
      </RewardRules>
      <ButtonLink block to={paths.invite}>
        {w('invite.open')}
      </ButtonLink>
    </>
  );
}

function FirstDepositItem({ deposits, region }: { deposits: DepositAmounts; region: ArtRegion }) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const offer = deposits.firstDepositOffer;
  if (!offer)
    return <RewardNotOffered message={w('item.notOffered')} listPath={paths.promotions} />;
  return (
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
  );
}

function VipItem({ region }: { region: ArtRegion }) {
  const w = useRewardWords();
  return (
    <>
      <PromotionHero region={region} motif="vip" summary={w('promo.vip.summary')} />
      <section className="card">
        <ul className="check-list" data-testid="reward-rules">
          <li>{w('vip.intro')}</li>
          <li>{w('vip.neverGates')}</li>
        </ul>
      </section>
      <ButtonLink block to={paths.vip} data-testid="vip-open">
        {w('vip.open')}
      </ButtonLink>
    </>
  );
}

/** Each promotion's page title and its body; a reward the market does not offer says so. */
function usePromotionPage(id: string): { title: string; body: ReactNode } {
  const w = useRewardWords();
  const { code, profile } = useMarket();
  const region = artRegionOf(code);
  const queryClient = useQueryClient();
  const { signIn, tasks, invite, deposits, isError, retry } = usePromotions();
  const notOffered = (
    <RewardNotOffered message={w('item.notOffered')} listPath={paths.promotions} />
  );
  if (!signIn || !tasks || !invite || !deposits) {
    return { title: w('item.title'), body: <RewardLoadState failed={isError} onRetry={retry} /> };
  }
  const prepare = () => ensureAgeConfirmed(queryClient, profile);
  switch (id) {
    case 'sign-in':
      return {
        title: w('promo.signIn.title'),
        body: signIn.offered ? <SignInCalendar calendar={signIn} prepare={prepare} /> : notOffered,
      };
    case 'tasks':
      return {
        title: w('promo.tasks.title'),
        body: tasks.offered ? <TasksItem tasks={tasks} region={region} /> : notOffered,
      };
    case 'invite':
      return {
        title: w('promo.invite.title'),
        body: invite.offered ? (
          <InviteItem invite={invite} region={region} wageringMultiple={signIn.wageringMultiple} />
        ) : (
          notOffered
        ),
      };
    case 'first-deposit':
      return {
        title: w('promo.firstDeposit.title'),
        body: <FirstDepositItem deposits={deposits} region={region} />,
      };
    case 'vip':
      return { title: w('promo.vip.title'), body: <VipItem region={region} /> };
    default:
      return {
        title: w('item.title'),
        body: <RewardNotOffered message={w('item.notFound')} listPath={paths.promotions} />,
      };
  }
}

/**
 * `/event/item?id=…`: one promotion's rules as the server applies them, and the way to take it
 * (the calendar itself, the novice popup, the VIP page, the invitations, the deposit drawer).
 */
export default function PromotionItemRoute() {
  const id = useSearchParams()[0].get('id') ?? '';
  const { title, body } = usePromotionPage(id);
  return <Page title={title}>{body}</Page>;
}
