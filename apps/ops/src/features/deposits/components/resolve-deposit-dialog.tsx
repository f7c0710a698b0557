import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { formatAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useCreditDeposit } from '../api/credit-deposit';
import type { OpsDeposit } from '../api/list-deposits';
import { useRefundDeposit } from '../api/refund-deposit';

// The api's bounds on a resolution's reason (opsCreditDeposit, opsRefundDeposit).
const reasonLengthMin = 3;
const reasonLengthMax = 300;

export type DepositResolution = 'credit' | 'refund';

/** What was paid, in the currency it was paid in. */
export function paidAmount(deposit: OpsDeposit): string {
  return deposit.paidAmountMinor === null
    ? '—'
    : formatAmount(deposit.paidAmountMinor, deposit.paidCurrency ?? deposit.currency);
}

/** The resolution's call, its reason checked first; the dialog closes once it went through. */
function useResolution(deposit: OpsDeposit, resolution: DepositResolution, onClose: () => void) {
  const { t } = useWords();
  const notify = useNotify();
  const credit = useCreditDeposit();
  const refund = useRefundDeposit();
  const [problem, setProblem] = useState<string | null>(null);
  const { orderId } = deposit;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < reasonLengthMin) return setProblem(t('deposits.reasonShort'));
    setProblem(null);
    if (resolution === 'refund') {
      refund.mutate(
        { orderId, reason },
        {
          onSuccess: () => {
            notify(t('deposits.refunded', { orderId, amount: paidAmount(deposit) }));
            onClose();
          },
        },
      );
      return;
    }
    credit.mutate(
      { orderId, reason },
      {
        onSuccess: ({ order, bonusRule }) => {
          const amount = formatAmount(order.paidAmountMinor ?? 0, order.currency);
          notify(
            bonusRule === 'none'
              ? t('deposits.creditedNoBonus', { orderId, amount })
              : t('deposits.creditedBonus', {
                  orderId,
                  amount,
                  bonus: formatAmount(order.bonusMinor, order.currency),
                  rule: t(`deposits.rule.${bonusRule}`),
                }),
          );
          onClose();
        },
      },
    );
  };
  const call = resolution === 'credit' ? credit : refund;
  return { submit, call, problem: problem ?? (call.isError ? errorWords(call.error, t) : null) };
}

/**
 * Confirms crediting or refunding one deposit in review, with the reason kept in the order and
 * the audit log. Each says beforehand what the player will get, as the api decides it.
 */
export function ResolveDepositDialog({
  deposit,
  resolution,
  onClose,
}: {
  deposit: OpsDeposit;
  resolution: DepositResolution;
  onClose: () => void;
}) {
  const { t } = useWords();
  const { submit, call, problem } = useResolution(deposit, resolution, onClose);
  const { orderId } = deposit;
  const paid = paidAmount(deposit);
  const ordered = formatAmount(deposit.amountMinor, deposit.currency);

  return (
    <Dialog
      title={t(resolution === 'credit' ? 'deposits.creditTitle' : 'deposits.refundTitle', {
        orderId,
      })}
      onClose={onClose}
      testId={`${resolution}-dialog`}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <dl className="facts">
          <div>
            <dt>{t('deposits.ordered')}</dt>
            <dd className="amount">{ordered}</dd>
          </div>
          <div>
            <dt>{t('deposits.paid')}</dt>
            <dd className="amount">{paid}</dd>
          </div>
        </dl>
        <p>
          {t(resolution === 'credit' ? 'deposits.creditText' : 'deposits.refundText', {
            paid,
          })}
        </p>
        <TextAreaField
          label={t('deposits.reason')}
          name="reason"
          rows={3}
          maxLength={reasonLengthMax}
          hint={t('deposits.reasonHint')}
          error={problem}
          errorTestId={`${resolution}-error`}
        />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant={resolution === 'credit' ? 'primary' : 'danger'}
            busy={call.isPending}
            data-testid={`${resolution}-confirm`}
          >
            {t(resolution === 'credit' ? 'deposits.confirmCredit' : 'deposits.confirmRefund', {
              amount: paid,
            })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
