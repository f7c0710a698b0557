import { ClockIcon, InfoIcon, HeadsetIcon, ListIcon, ShareIcon } from '../../components/ui/icons';
import { Page } from '../../components/ui/page';
import { BalanceCard } from '../../features/account/components/balance-card';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { OperatorFooter } from '../../features/compliance/components/operator-footer';
import { AccountMenu } from '../../features/profile/components/account-menu';
import { ProfileSummary } from '../../features/profile/components/profile-summary';
import { DepositLimitsPanel } from '../../features/protection/components/deposit-limits-panel';
import { ProtectionPanel } from '../../features/protection/components/protection-panel';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

export default function ProfileRoute() {
  const t = useTranslate();
  const menu = [
    { to: paths.history, label: t('history.title'), icon: <ListIcon /> },
    { to: paths.withdrawalTracker, label: t('tracker.title'), icon: <ClockIcon /> },
    { to: paths.invite, label: t('promote.title'), icon: <ShareIcon /> },
    { to: paths.support, label: t('service.title'), icon: <HeadsetIcon /> },
    { to: paths.about, label: t('about.title'), icon: <InfoIcon /> },
  ];
  return (
    <Page title={t('mine.title')} showBack={false}>
      <ProfileSummary />
      <BalanceCard label={t('mine.balance')} testId="profile-balance" />
      <AccountMenu title={t('mine.menu')} items={menu} />
      <DepositLimitsPanel />
      <ProtectionPanel />
      <LogoutButton />
      <OperatorFooter />
    </Page>
  );
}
