import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { payoutAccountsKey } from '../api/payout-accounts';
import type { PayoutAccounts } from '../api/payout-accounts';
import { CpfForm } from './cpf-form';
import { PayoutAccountForm } from './payout-account-form';
import { PayoutAccountList } from './payout-account-list';
import './payout-accounts.css';
import { Button } from '../../../components/ui/button';
import { TitledSection } from '../../../components/ui/titled-section';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; accountId: number };

export interface PayoutAccountsSectionProps {
  data: PayoutAccounts;
  selectedId: number | null;
  onSelect: (accountId: number) => void;
  /** Opens the form on this account at once (the tracker's "change the account"). */
  editAccountId: number | null;
}

/**
 * The player's payout accounts: choose the one a withdrawal goes to, add one, change one (a wrong
 * key, say) or remove one. Where the profile pays only to the player's own CPF, the CPF is asked
 * for first.
 */
export function PayoutAccountsSection({
  data,
  selectedId,
  onSelect,
  editAccountId,
}: PayoutAccountsSectionProps) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  const [form, setForm] = useState<FormState>(
    editAccountId === null ? { mode: 'closed' } : { mode: 'edit', accountId: editAccountId },
  );
  const accounts = data.list;
  const needsCpf = data.ownCpfPayoutsOnly && data.playerCpf === null;
  const editing =
    form.mode === 'edit' ? accounts.find((account) => account.accountId === form.accountId) : null;
  const formOpen = form.mode === 'add' || Boolean(editing);
  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutAccountsKey(token) });

  return (
    <TitledSection
      titleId="payout-accounts-title"
      title={t('security.accountsTitle')}
      className="card payout-accounts"
      testId="payout-accounts"
    >
      {needsCpf ? <CpfForm onRegistered={() => void refresh()} /> : null}
      {accounts.length === 0 && !formOpen && !needsCpf ? (
        <p className="payout-accounts__empty">{t('security.noAccounts')}</p>
      ) : null}
      {accounts.length > 0 ? (
        <PayoutAccountList
          accounts={accounts}
          selectedId={selectedId}
          onSelect={onSelect}
          onEdit={(accountId) => setForm({ mode: 'edit', accountId })}
          onRemoved={() => void refresh()}
        />
      ) : null}
      {formOpen ? (
        <PayoutAccountForm
          key={editing?.accountId ?? 'new'}
          channelIds={data.channels.map((channel) => channel.channelId)}
          ownCpfPayoutsOnly={data.ownCpfPayoutsOnly}
          playerCpf={data.playerCpf}
          editing={editing ?? undefined}
          onCancel={() => setForm({ mode: 'closed' })}
          onSaved={(account) => {
            setForm({ mode: 'closed' });
            // The saved account appears chosen in the list: that says it was saved.
            onSelect(account.accountId);
            void refresh();
          }}
        />
      ) : (
        <Button
          variant="secondary"
          block
          disabled={needsCpf}
          data-testid="payout-account-add"
          onClick={() => setForm({ mode: 'add' })}
        >
          {t('security.addAccount')}
        </Button>
      )}
    </TitledSection>
  );
}
