import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { usePayoutAccounts } from '../api/payout-accounts';
import { useWithdrawInfo } from '../api/withdraw-info';
import { useWithdrawalProcess } from '../api/withdrawal-process';
import { moneyOf } from './money-of';
import { PayoutAccountsSection } from './payout-accounts-section';
import { WithdrawForm } from './withdraw-form';
import './withdraw-panel.css';

export interface WithdrawPanelProps {
  /** Where one withdrawal is followed: `${trackerPath}?orderId=…`. */
  trackerPath: string;
  /** Open the form on this account at once (from the tracker, after a wrong key). */
  editAccountId: number | null;
  onCreated: (orderId: string) => void;
}

/**
 * Taking money out: the account it goes to, the amount (the market's chips for this player, or
 * typed), the quote by `quoteWithdrawal` (the server's own rule) as it changes, then the server's
 * word before confirming, so a refusal shows here in the player's words; none asks for a deposit.
 */
export function WithdrawPanel({ trackerPath, editAccountId, onCreated }: WithdrawPanelProps) {
  const token = useUserInfo()?.token ?? null;
  const rules = useWithdrawInfo(token).data;
  const accounts = usePayoutAccounts(token).data;
  const [chosenId, setChosenId] = useState<number | null>(editAccountId);
  if (!rules || !accounts) return <LoadingState className="card withdraw-panel" />;
  // The chosen account while it is still on the list, else the first one.
  const selected =
    accounts.list.find((account) => account.accountId === chosenId) ?? accounts.list[0] ?? null;
  return (
    <>
      {rules.openOrderId === null ? null : (
        <OpenWithdrawalNotice orderId={rules.openOrderId} trackerPath={trackerPath} />
      )}
      <PayoutAccountsSection
        data={accounts}
        selectedId={selected?.accountId ?? null}
        onSelect={setChosenId}
        editAccountId={editAccountId}
      />
      {rules.openOrderId === null ? (
        <WithdrawForm rules={rules} account={selected} onCreated={onCreated} />
      ) : null}
    </>
  );
}

/** One withdrawal at a time: while one is on its way, the way to follow it. */
function OpenWithdrawalNotice({ orderId, trackerPath }: { orderId: string; trackerPath: string }) {
  const t = useTranslate();
  const market = useMarket();
  const token = useUserInfo()?.token ?? null;
  const order = useWithdrawalProcess(token, orderId).data;
  if (!order) return null;
  return (
    <section className="card withdraw-open" data-testid="withdraw-open-order">
      <p className="withdraw-open__text">
        {t('security.openOrder', {
          amount: moneyOf(order.currency, market.currency)(order.amountMinor),
        })}
      </p>
      <ButtonLink block to={`${trackerPath}?orderId=${encodeURIComponent(orderId)}`}>
        {t('security.openOrderFollow')}
      </ButtonLink>
    </section>
  );
}
