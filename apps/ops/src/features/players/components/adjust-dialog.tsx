import { newIdempotencyKey } from '@sorte/contracts/idempotency-key';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { manualAdjustmentAloneMinorMax } from '@sorte/markets';
import { isCurrencyCode, parseMoney } from '@sorte/money';
import { errorWords } from '../../../lib/error-words';
import { formatAmount, formatSignedAmount } from '../../../lib/format';
import { useWords } from '../../../lib/words';
import type { Translate } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ChoiceField, TextAreaField, TextField } from '../../../components/ui/field';
import { useProposeAdjustment } from '../api/propose-adjustment';
import type { OpsPlayer } from '../api/read-player';

// The api's bounds on a reason once trimmed (adjustmentReasonLengthMin / Max).
const reasonLengthMin = 10;
const reasonLengthMax = 500;

type Problems = { amount?: string; reason?: string };

interface Proposal {
  amountMinor: number;
  account: 'cash' | 'bonus';
  reason: string;
}

/** The form read and checked as the api will: a whole amount above zero, a debit within the balance, a reason. */
function readProposal(
  form: FormData,
  player: OpsPlayer,
  t: Translate,
): { proposal: Proposal } | { problems: Problems } {
  const currency = player.currency;
  const parsed = isCurrencyCode(currency)
    ? parseMoney(String(form.get('amount') ?? ''), currency)
    : null;
  const debit = form.get('direction') === 'debit';
  const reason = String(form.get('reason') ?? '').trim();
  const problems: Problems = {};
  const balance = formatAmount(player.balances.cashMinor, currency);
  if (!parsed?.ok || parsed.amountMinor <= 0) {
    problems.amount = t('adjust.amountInvalid', { example: formatAmount(1050, currency) });
  } else if (debit && parsed.amountMinor > player.balances.cashMinor) {
    problems.amount = t('adjust.overBalance', { balance });
  }
  if (reason.length < reasonLengthMin) problems.reason = t('adjust.reasonShort');
  else if (reason.length > reasonLengthMax) problems.reason = t('adjust.reasonLong');
  if (problems.amount || problems.reason || !parsed?.ok) return { problems };
  const account = form.get('account') === 'bonus' ? 'bonus' : 'cash';
  return {
    proposal: { amountMinor: debit ? -parsed.amountMinor : parsed.amountMinor, account, reason },
  };
}

/** The form's submit: checked here first, then proposed; the notice says posted or waiting. */
function useSubmitProposal(player: OpsPlayer, onClose: () => void) {
  const { t } = useWords();
  const notify = useNotify();
  const propose = useProposeAdjustment(player.playerId);
  const [problems, setProblems] = useState<Problems>({});
  // One key per dialog: a second click, or the proposal sent again after a lost answer, gets
  // the adjustment the first one made rather than a second one.
  const [requestKey] = useState(newIdempotencyKey);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readProposal(new FormData(event.currentTarget), player, t);
    if ('problems' in read) return setProblems(read.problems);
    setProblems({});
    propose.mutate(
      { ...read.proposal, idempotencyKey: requestKey },
      {
        onSuccess: (adjustment) => {
          const words = {
            adjustmentId: adjustment.adjustmentId,
            amount: formatSignedAmount(adjustment.amountMinor, adjustment.currency),
          };
          notify(t(adjustment.status === 'posted' ? 'adjust.posted' : 'adjust.waiting', words));
          onClose();
        },
      },
    );
  };
  return { propose, problems, submit };
}

/** Proposes a manual adjustment: within the market's limit it is posted now, else it waits. */
export function AdjustDialog({ player, onClose }: { player: OpsPlayer; onClose: () => void }) {
  const { t } = useWords();
  const { propose, problems, submit } = useSubmitProposal(player, onClose);
  const limit = formatAmount(manualAdjustmentAloneMinorMax[player.market], player.currency);

  return (
    <Dialog
      title={t('adjust.title', { username: player.username })}
      onClose={onClose}
      testId="adjust-dialog"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p className="muted" data-testid="adjust-rule">
          {t('adjust.rule', { limit })}
        </p>
        <ChoiceField
          label={t('adjust.direction')}
          name="direction"
          defaultValue="credit"
          choices={[
            { value: 'credit', label: t('adjust.credit') },
            { value: 'debit', label: t('adjust.debit'), testId: 'adjust-debit' },
          ]}
        />
        <TextField
          label={t('adjust.amount', { currency: player.currency })}
          hint={t('adjust.amountHint', {
            balance: formatAmount(player.balances.cashMinor, player.currency),
          })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          error={problems.amount ?? null}
          errorTestId="adjust-amount-error"
          data-testid="adjust-amount"
        />
        <ChoiceField
          label={t('adjust.account')}
          name="account"
          defaultValue="cash"
          choices={[
            { value: 'cash', label: t('adjust.account.cash') },
            { value: 'bonus', label: t('adjust.account.bonus'), testId: 'adjust-bonus' },
          ]}
        />
        <TextAreaField
          label={t('adjust.reason')}
          hint={t('adjust.reasonHint')}
          name="reason"
          rows={3}
          maxLength={reasonLengthMax}
          error={problems.reason ?? null}
          errorTestId="adjust-reason-error"
          data-testid="adjust-reason"
        />
        {propose.isError && (
          <p className="form-error" role="alert" data-testid="adjust-error">
            {errorWords(propose.error, t)}
          </p>
        )}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="primary"
            busy={propose.isPending}
            data-testid="adjust-submit"
          >
            {t('adjust.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
