import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/sheet-dialog';
import { TitledSection } from '../../../components/ui/titled-section';
import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { useAccountClosure, useClosureChange } from '../api/data-rights';

/**
 * Asking to close the account: what it means before the player asks, then the open request with
 * the way back. Staff close it once no money of the player's is left or on its way.
 */
export function AccountClosure() {
  const t = useTranslate();
  const market = useMarket();
  const closure = useAccountClosure();
  const change = useClosureChange();
  const [confirming, setConfirming] = useState(false);
  const request = closure.data?.request ?? null;
  const open = request?.status === 'open';
  return (
    <TitledSection
      titleId="account-closure"
      title={t('myData.closure.title')}
      className="card"
      testId="account-closure"
    >
      <p className="muted">{t('myData.closure.text')}</p>
      {open ? (
        <>
          <p className="notice notice--done" data-testid="account-closure-open">
            {t('myData.closure.open', { when: formatMarketTime(request.requestedAt, market) })}
          </p>
          <Button
            block
            variant="ghost"
            disabled={change.isPending}
            data-testid="account-closure-withdraw"
            onClick={() => change.mutate('withdraw')}
          >
            {t('myData.closure.withdraw')}
          </Button>
        </>
      ) : (
        <Button
          block
          variant="ghost"
          disabled={closure.isPending || change.isPending}
          data-testid="account-closure-ask"
          onClick={() => setConfirming(true)}
        >
          {t('myData.closure.ask')}
        </Button>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('myData.closure.confirmTitle')}
          cancelLabel={t('myData.closure.cancel')}
          confirmLabel={t('myData.closure.confirm')}
          sending={change.isPending}
          testId="account-closure-confirm"
          confirmTestId="account-closure-confirm-button"
          onCancel={() => setConfirming(false)}
          onConfirm={() => change.mutate('ask', { onSettled: () => setConfirming(false) })}
        >
          <p>{t('myData.closure.confirmText')}</p>
        </ConfirmDialog>
      ) : null}
    </TitledSection>
  );
}
