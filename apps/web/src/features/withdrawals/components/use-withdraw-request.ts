import { useQueryClient } from '@tanstack/react-query';
import { withdrawalRefusalMessage } from '@sorte/markets';
import type { WithdrawalQuote } from '@sorte/markets';
import type { CurrencyCode } from '@sorte/money';
import { newIdempotencyKey } from '@sorte/contracts/idempotency-key';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { checkWithdrawal } from '../api/check-withdrawal';
import { createWithdrawalOrder } from '../api/create-withdrawal-order';
import type { PayoutAccountView } from '../api/payout-accounts';

/** What the server's answers change, once a withdrawal is created. */
const queriesAfterCreating = [
  'withdraw-info',
  'account-info',
  'withdrawal-orders',
  'withdrawal-process',
] as const;

/**
 * Asking the server: its word on the amount and account before confirming (so a refusal shows in
 * the player's words), then the order once confirmed.
 */
export function useWithdrawRequest(
  account: PayoutAccountView | null,
  currency: CurrencyCode,
  onCreated: (orderId: string) => void,
) {
  const t = useTranslate();
  const market = useMarket();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WithdrawalQuote | null>(null);
  // One key per quote confirmed: a second tap, or the same request sent again after a lost
  // answer, gets the order the first one made rather than a second withdrawal.
  const [requestKey, setRequestKey] = useState(newIdempotencyKey);
  const [sending, setSending] = useState(false);

  async function check(amountMinor: number | null) {
    setProblem(null);
    if (!account) {
      const missing = { code: 'account_missing' } as const;
      setProblem(withdrawalRefusalMessage(missing, { language: market.language, currency }));
      return;
    }
    if (amountMinor === null) {
      setProblem(t('security.chooseAmount'));
      return;
    }
    setSending(true);
    try {
      const checked = await checkWithdrawal({ amountMinor, accountId: account.accountId });
      if (checked.refusal) setProblem(checked.refusal.message);
      else if (checked.quote) {
        setRequestKey(newIdempotencyKey());
        setConfirming(checked.quote);
      }
    } catch {
      // Shown to the player by the api client.
    } finally {
      setSending(false);
    }
  }

  async function confirm(confirmed: WithdrawalQuote) {
    if (!account) return;
    setSending(true);
    try {
      const { order } = await createWithdrawalOrder({
        amountMinor: confirmed.amountMinor,
        accountId: account.accountId,
        feeMinor: confirmed.feeMinor,
        taxMinor: confirmed.taxMinor,
        idempotencyKey: requestKey,
      });
      setConfirming(null);
      for (const key of queriesAfterCreating) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      onCreated(order.orderId);
    } catch (error) {
      setConfirming(null);
      if (error instanceof ApiError) setProblem(error.message);
    } finally {
      setSending(false);
    }
  }

  return {
    problem,
    clearProblem: () => setProblem(null),
    confirming,
    back: () => setConfirming(null),
    sending,
    check,
    confirm,
  };
}
