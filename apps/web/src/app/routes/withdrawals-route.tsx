import { useNavigate, useSearchParams } from 'react-router';
import { ClockIcon } from '../../components/ui/page-icons';
import { Page } from '../../components/ui/page';
import { HonestWithdrawalNote } from '../../features/withdrawals/components/honest-withdrawal-note';
import { WithdrawPanel } from '../../features/withdrawals/components/withdraw-panel';
import { WithdrawalSummary } from '../../features/withdrawals/components/withdrawal-summary';
import { payoutAccountsQuery } from '../../features/withdrawals/api/payout-accounts';
import { withdrawInfoQuery } from '../../features/withdrawals/api/withdraw-info';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';
import { ButtonLink } from '../../components/ui/button';
import { ahead, prefetchSignedIn } from '../page-preparation';
import type { PreparePage } from '../page-preparation';

/** The page's answers, asked for before it first renders. */
export const prepare: PreparePage = (preparation) =>
  prefetchSignedIn(preparation, (token) => [
    ahead(withdrawInfoQuery(token)),
    ahead(payoutAccountsQuery(token)),
  ]);

/** `?edit=<accountId>` opens that payout account's form (the tracker's "change the account"). */
export function editAccountIdOf(search: URLSearchParams): number | null {
  const edit = Number(search.get('edit'));
  return Number.isSafeInteger(edit) && edit > 0 ? edit : null;
}

export default function WithdrawalsRoute() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <Page title={t('security.title')}>
      <HonestWithdrawalNote />
      <WithdrawalSummary />
      <WithdrawPanel
        trackerPath={paths.withdrawalTracker}
        editAccountId={editAccountIdOf(search)}
        onCreated={(orderId) => {
          const navigation = navigate(
            `${paths.withdrawalTracker}?orderId=${encodeURIComponent(orderId)}`,
          );
          Promise.resolve(navigation).catch(() => undefined);
        }}
      />
      <ButtonLink variant="secondary" block to={paths.withdrawalTracker}>
        <ClockIcon />
        {t('security.track')}
      </ButtonLink>
    </Page>
  );
}
