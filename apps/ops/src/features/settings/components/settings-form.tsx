import type { SettingsDraft } from '../settings-draft';
import {
  DepositsSection,
  ProfileSection,
  RewardsSection,
  VipSection,
  WithdrawalsSection,
} from './settings-sections';

interface SettingsFormProps {
  draft: SettingsDraft;
  onChange: (draft: SettingsDraft) => void;
  /** A role that may not save reads the form with every control disabled. */
  readOnly: boolean;
}

/** Every setting staff may change, in the order a player meets them: deposits to VIP. */
export function SettingsForm({ draft, onChange, readOnly }: SettingsFormProps) {
  const set = (part: Partial<SettingsDraft>) => onChange({ ...draft, ...part });
  return (
    <fieldset className="settings-form" disabled={readOnly}>
      <DepositsSection draft={draft} set={set} />
      <WithdrawalsSection draft={draft} set={set} />
      <RewardsSection draft={draft} set={set} />
      <VipSection draft={draft} set={set} />
      <ProfileSection draft={draft} set={set} />
    </fieldset>
  );
}
