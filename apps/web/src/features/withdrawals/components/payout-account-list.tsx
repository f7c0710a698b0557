import { useState } from 'react';
import type { PayoutAccountView } from '../api/payout-accounts';
import { removePayoutAccount } from '../api/remove-payout-account';
import { PayoutAccountRow } from './payout-account-row';

export interface PayoutAccountListProps {
  accounts: readonly PayoutAccountView[];
  selectedId: number | null;
  onSelect: (accountId: number) => void;
  onEdit: (accountId: number) => void;
  /** After the server has removed one: the list is asked again. */
  onRemoved: () => void;
}

/** The accounts to choose from, one asked about at a time before it is removed. */
export function PayoutAccountList({
  accounts,
  selectedId,
  onSelect,
  onEdit,
  onRemoved,
}: PayoutAccountListProps) {
  const [removing, setRemoving] = useState<number | null>(null);

  async function remove(accountId: number) {
    try {
      await removePayoutAccount({ accountId });
      setRemoving(null);
      onRemoved();
    } catch {
      // Shown to the player by the api client.
    }
  }

  return (
    // A radio group, not a list: a list's items may not sit in a role that replaces the list.
    <div
      className="stack-list payout-accounts__list"
      role="radiogroup"
      aria-labelledby="payout-accounts-title"
    >
      {accounts.map((account) => (
        <PayoutAccountRow
          key={account.accountId}
          account={account}
          selected={account.accountId === selectedId}
          asking={removing === account.accountId}
          onSelect={() => onSelect(account.accountId)}
          onEdit={() => onEdit(account.accountId)}
          onAsk={() => setRemoving(account.accountId)}
          onKeep={() => setRemoving(null)}
          onRemove={() => void remove(account.accountId)}
        />
      ))}
    </div>
  );
}
