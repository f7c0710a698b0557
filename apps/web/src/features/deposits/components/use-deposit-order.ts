import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from '../../../lib/i18n';
import { storageKeys, writeStored } from '../../../lib/storage';
import { showToast, startSpinner } from '../../../lib/ui-store';
import { createDepositOrder } from '../api/create-order';
import { preparePayPage } from './open-pay-page';
import type { DepositQuote } from './quote-deposit';

/** Seed §4: the spinner stays a second after the payment page opens. */
const spinnerAfterOpenMs = 1000;

/**
 * Creates the confirmed order and opens its payment page in the tab prepared at the tap (a tab
 * opened later would be blocked); `onCreated` runs once the order exists.
 */
export function useDepositOrder(onCreated: () => void) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  return async function confirm(quote: DepositQuote) {
    const payPage = preparePayPage();
    try {
      const created = await createDepositOrder({ amount: quote.amountMinor });
      writeStored(storageKeys.order, { orderId: created.order.orderId, payUrl: created.payUrl });
      const stopSpinner = startSpinner();
      setTimeout(stopSpinner, spinnerAfterOpenMs);
      onCreated();
      showToast(t('deposit.opened'));
      void queryClient.invalidateQueries({ queryKey: ['deposit-orders'] });
      void queryClient.invalidateQueries({ queryKey: ['account-info'] });
      payPage.go(created.payUrl);
    } catch {
      // The api client has shown why; the tab prepared for the payment page is not needed.
      payPage.cancel();
    }
  };
}
