import { useQueryClient } from '@tanstack/react-query';
import { GiftIcon, HeadsetIcon, WalletIcon } from '../../components/ui/icons';
import {
  ClockIcon,
  InfoIcon,
  ListIcon,
  ShareIcon,
  ShieldIcon,
} from '../../components/ui/page-icons';
import { Page } from '../../components/ui/page';
import { BalanceCard } from '../../features/account/components/balance-card';
import { AccountAccessCard } from '../../features/auth/components/account-access-card';
import { CareMessages } from '../../features/care/components/care-messages';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { InstallCard } from '../../features/install/components/install-card';
import { OperatorFooter } from '../../features/compliance/components/operator-footer';
import { RiskWarning } from '../../features/compliance/components/risk-warning';
import { playerProfileKey, usePlayerProfile } from '../../features/profile/api/player-profile';
import { AccountFacts } from '../../features/profile/components/account-facts';
import { AccountMenu } from '../../features/profile/components/account-menu';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { DepositLimitsPanel } from '../../features/protection/components/deposit-limits-panel';
import { PlayLimitsPanel } from '../../features/protection/components/play-limits-panel';
import { ProtectionPanel } from '../../features/protection/components/protection-panel';
import { ConsentSettings } from '../../features/tracking/components/consent-settings';
import { useTranslate } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';
import { ensureAgeConfirmed } from '../hooks/ensure-age-confirmed';
import { paths } from '../paths';

/**
 * `/mine`: who the player is and how they sign in, their balance and standing (VIP level, turnover
 * left, language, net deposits where the profile asks), where their money and records are,
 * installing the app, every limit and break, their answer about ads, and the way out.
 */
export default function ProfileRoute() {
  const t = useTranslate();
  const { profile: compliance } = useMarket();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const profile = usePlayerProfile(token);
  const menu = [
    { to: paths.withdrawals, label: t('mine.payoutAccounts'), icon: <WalletIcon /> },
    { to: paths.history, label: t('history.title'), icon: <ListIcon /> },
    { to: paths.withdrawalTracker, label: t('tracker.title'), icon: <ClockIcon /> },
    { to: paths.vip, label: t('mine.vip'), icon: <GiftIcon /> },
    // Invitations pay cash: listed only where the compliance profile allows advance bonuses.
    ...(compliance.advanceBonusesAllowed
      ? [{ to: paths.invite, label: t('promote.title'), icon: <ShareIcon /> }]
      : []),
    { to: paths.support, label: t('service.title'), icon: <HeadsetIcon /> },
    { to: paths.myData, label: t('myData.title'), icon: <ShieldIcon /> },
    { to: paths.about, label: t('about.title'), icon: <InfoIcon /> },
  ];
  // Securing the account binds the 18+ setup's username: the setup comes first.
  const prepareSecuring = async () => {
    const ready = await ensureAgeConfirmed(queryClient, compliance);
    if (ready) await queryClient.refetchQueries({ queryKey: playerProfileKey(token) });
    return ready;
  };
  return (
    <Page title={t('mine.title')} showBack={false}>
      <ProfileSummary />
      <CareMessages />
      <BalanceCard label={t('mine.balance')} testId="profile-balance" />
      {profile.data ? <AccountFacts profile={profile.data} /> : null}
      {profile.data ? (
        <AccountAccessCard
          username={profile.data.username}
          credentials={profile.data.credentials}
          prepare={prepareSecuring}
          notice={<RiskWarning />}
        />
      ) : null}
      <AccountMenu title={t('mine.menu')} items={menu} />
      <InstallCard />
      <DepositLimitsPanel />
      <PlayLimitsPanel />
      <ProtectionPanel />
      <ConsentSettings />
      <LogoutButton />
      <OperatorFooter />
    </Page>
  );
}
