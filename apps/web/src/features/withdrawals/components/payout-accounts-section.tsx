import { useQueryClient } from '@tanstack/react-query';
import { payoutChannelLabel } from '@sorte/markets';
import { useState } from 'react';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import { useUserInfo } from '../../../lib/session';
import { payoutAccountsKey } from '../api/payout-accounts';
import type { PayoutAccounts, PayoutAccountView } from '../api/payout-accounts';
import { removePayoutAccount } from '../api/remove-payout-account';
import { CpfForm } from './cpf-form';
import { PayoutAccountForm } from './payout-account-form';
import './payout-accounts.css';
import { Button } from '../../../components/ui/button';

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
  const market = useMarket();
  const queryClient = useQueryClient();
  const token = useUserInfo()?.token ?? null;
  const [form, setForm] = useState<FormState>(
    editAccountId === null ? { mode: 'closed' } : { mode: 'edit', accountId: editAccountId },
  );
  const [removing, setRemoving] = useState<PayoutAccountView | null>(null);
  const accounts = data.list;
  const needsCpf = data.ownCpfPayoutsOnly && data.playerCpf === null;
  const editing =
    form.mode === 'edit' ? accounts.find((account) => account.accountId === form.accountId) : null;
  const formOpen = form.mode === 'add' || Boolean(editing);
  const refresh = () => queryClient.invalidateQueries({ queryKey: payoutAccountsKey(token) });
  const describe = (account: PayoutAccountView) =>
    `${payoutChannelLabel(account.channelId, market.language)} ${account.accountMasked}`;

  async function remove(account: PayoutAccountView) {
    try {
      await removePayoutAccount({ accountId: account.accountId });
      setRemoving(null);
      await refresh();
    } catch {
      // Shown to the player by the api client.
    }
  }

  return (
    <section
      className="card payout-accounts"
      aria-labelledby="payout-accounts-title"
      data-testid="payout-accounts"
    >
      <h2 id="payout-accounts-title" className="section-title">
        {t('security.accountsTitle')}
      </h2>
      {needsCpf ? <CpfForm onRegistered={() => void refresh()} /> : null}
      {accounts.length === 0 && !formOpen && !needsCpf ? (
        <p className="payout-accounts__empty">{t('security.noAccounts')}</p>
      ) : null}
      {accounts.length > 0 ? (
        // A radio group, not a list: a list's items may not sit in a role that replaces the list.
        <div
          className="payout-accounts__list"
          role="radiogroup"
          aria-labelledby="payout-accounts-title"
        >
          {accounts.map((account) => {
            const selected = account.accountId === selectedId;
            return (
              <div key={account.accountId} className="payout-account">
                <button
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  className={selected ? 'payout-account__pick is-selected' : 'payout-account__pick'}
                  data-testid={`payout-account-${account.accountId}`}
                  onClick={() => onSelect(account.accountId)}
                >
                  <span className="payout-account__radio" aria-hidden="true" />
                  <span className="payout-account__text">
                    <span className="payout-account__channel">
                      {payoutChannelLabel(account.channelId, market.language)}
                    </span>
                    <span className="payout-account__number">{account.accountMasked}</span>
                    <span className="payout-account__holder">{account.holderName}</span>
                  </span>
                </button>
                <div className="payout-account__tools">
                  <button
                    type="button"
                    className="payout-account__tool"
                    data-testid={`payout-account-edit-${account.accountId}`}
                    onClick={() => setForm({ mode: 'edit', accountId: account.accountId })}
                  >
                    {t('security.editAccount')}
                  </button>
                  <button
                    type="button"
                    className="payout-account__tool"
                    onClick={() => setRemoving(account)}
                  >
                    {t('security.removeAccount')}
                  </button>
                </div>
                {removing?.accountId === account.accountId ? (
                  <div className="payout-account__ask" role="alertdialog" aria-live="polite">
                    <p>{t('security.removeAsk', { account: describe(account) })}</p>
                    <div className="payout-account__ask-buttons">
                      <Button variant="ghost" onClick={() => setRemoving(null)}>
                        {t('security.removeKeep')}
                      </Button>
                      <Button variant="secondary" onClick={() => void remove(account)}>
                        {t('security.removeConfirm')}
                      </Button>
                    </div>
                  </div>
                ) : null}
              </div>
            );
          })}
        </div>
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
    </section>
  );
}
