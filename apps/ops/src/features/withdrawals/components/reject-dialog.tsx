import { useState } from 'react';
import type { FormEvent } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { useRejectWithdrawal } from '../api/reject-withdrawal';

// The api's bounds on a reason (opsRejectWithdrawal): checked here first, in the staff's words.
const reasonLengthMin = 3;
const reasonLengthMax = 300;

/** Rejects one withdrawal with a reason the player reads in the app. */
export function RejectDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useWords();
  const notify = useNotify();
  const reject = useRejectWithdrawal();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < reasonLengthMin) return setProblem(t('withdrawals.reasonShort'));
    setProblem(null);
    reject.mutate(
      { orderId, reason },
      {
        onSuccess: () => {
          notify(t('withdrawals.rejected', { orderId }));
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      title={t('withdrawals.rejectTitle', { orderId })}
      onClose={onClose}
      testId="reject-dialog"
    >
      <form className="stack" onSubmit={submit} noValidate>
        <p>{t('withdrawals.rejectText')}</p>
        <TextAreaField
          label={t('withdrawals.reason')}
          name="reason"
          rows={4}
          maxLength={reasonLengthMax}
          hint={t('withdrawals.reasonHint')}
          error={problem ?? (reject.isError ? errorWords(reject.error, t) : null)}
          errorTestId="reject-error"
        />
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="danger"
            busy={reject.isPending}
            data-testid="reject-confirm"
          >
            {t('withdrawals.confirmReject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
