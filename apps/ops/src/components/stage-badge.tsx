import type { WithdrawalStatusValue } from '@sorte/contracts';
import { StatusBadge } from './ui/status-badge';
import type { Tone } from './ui/status-badge';
import { useWords } from '../lib/words';

// What each stage asks of staff: review needs someone, money on its way is progress, paid is
// good, the endings without a payout are bad or quiet.
const tones = {
  requested: 'quiet',
  reviewing: 'attention',
  approved: 'progress',
  sent: 'progress',
  paid: 'good',
  rejected: 'bad',
  failed: 'bad',
  cancelled: 'quiet',
} as const satisfies Record<WithdrawalStatusValue, Tone>;

/** Every stage, in the order a withdrawal moves through them (the keys above, checked whole). */
export const withdrawalStages = Object.keys(tones) as WithdrawalStatusValue[];

/** A withdrawal's stage in staff's words, toned by what it asks of them. */
export function StageBadge({ stage, testId }: { stage: WithdrawalStatusValue; testId?: string }) {
  const { t } = useWords();
  return <StatusBadge tone={tones[stage]} label={t(`stage.${stage}`)} testId={testId} />;
}
