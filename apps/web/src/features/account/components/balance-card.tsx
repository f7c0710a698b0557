import { BalanceAmount } from './balance-amount';
import './balance-card.css';

/** A large balance with its label, for the profile and withdrawal pages. */
export function BalanceCard({ label, testId }: { label: string; testId?: string }) {
  return (
    <div className="card card--gold balance-card">
      <p className="balance-card__label">{label}</p>
      <BalanceAmount className="balance-card__amount" testId={testId} />
    </div>
  );
}
