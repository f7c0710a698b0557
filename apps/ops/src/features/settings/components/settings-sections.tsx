import { complianceProfileIds, rewardKinds } from '@sorte/markets';
import type { ComplianceProfileId } from '@sorte/markets';
import { TextField } from '../../../components/ui/field';
import { useWords } from '../../../lib/words';
import type { SettingsDraft } from '../settings-draft';
import { AmountListField } from './amount-list-field';
import { DepositOptionsField } from './deposit-options-field';

// The api takes at most 30 amounts in a list; the withdrawal screen shows far fewer.
const withdrawalAmountsMax = 30;

/** One section of the settings form: the whole draft in, a part of it changed out. */
export interface SectionProps {
  draft: SettingsDraft;
  set: (part: Partial<SettingsDraft>) => void;
}

/** The deposit drawer's amounts and their bonuses. */
export function DepositsSection({ draft, set }: SectionProps) {
  const { t } = useWords();
  return (
    <fieldset className="panel settings-section">
      <legend>{t('settings.deposits')}</legend>
      <p className="field-hint">{t('settings.depositsHint')}</p>
      <DepositOptionsField
        options={draft.depositOptions}
        onChange={(depositOptions) => set({ depositOptions })}
      />
    </fieldset>
  );
}

/** The withdrawal limits and the amounts the withdrawal screen offers. */
export function WithdrawalsSection({ draft, set }: SectionProps) {
  const { t } = useWords();
  const resize = {
    addLabel: t('settings.addAmount'),
    removeLabel: t('settings.removeAmount'),
    max: withdrawalAmountsMax,
  };
  return (
    <fieldset className="panel settings-section">
      <legend>{t('settings.withdrawals')}</legend>
      <p className="field-hint">{t('settings.withdrawalsHint')}</p>
      <div className="amount-grid">
        <TextField
          label={t('settings.field.withdrawalMinorMin')}
          value={draft.withdrawalMin}
          inputMode="decimal"
          onChange={(event) => set({ withdrawalMin: event.target.value })}
        />
        <TextField
          label={t('settings.field.withdrawalMinorMax')}
          value={draft.withdrawalMax}
          inputMode="decimal"
          onChange={(event) => set({ withdrawalMax: event.target.value })}
        />
        <TextField
          label={t('settings.field.withdrawalAutoApproveMinorMax')}
          value={draft.autoApproveMax}
          inputMode="decimal"
          onChange={(event) => set({ autoApproveMax: event.target.value })}
        />
        <TextField
          label={t('settings.field.withdrawalSecondApprovalAboveMinor')}
          value={draft.secondApprovalAbove}
          inputMode="decimal"
          onChange={(event) => set({ secondApprovalAbove: event.target.value })}
          data-testid="second-approval-above"
        />
      </div>
      <AmountListField
        labelOf={(n) => t('settings.firstWithdrawal', { n })}
        values={draft.firstWithdrawalAmounts}
        onChange={(firstWithdrawalAmounts) => set({ firstWithdrawalAmounts })}
        testId="first-withdrawal-amounts"
        resize={resize}
      />
      <AmountListField
        labelOf={(n) => t('settings.laterWithdrawal', { n })}
        values={draft.laterWithdrawalAmounts}
        onChange={(laterWithdrawalAmounts) => set({ laterWithdrawalAmounts })}
        testId="later-withdrawal-amounts"
        resize={resize}
      />
    </fieldset>
  );
}

/** Which rewards are offered, and their amounts. */
export function RewardsSection({ draft, set }: SectionProps) {
  const { t } = useWords();
  return (
    <fieldset className="panel settings-section">
      <legend>{t('settings.rewards')}</legend>
      <p className="field-hint">{t('settings.rewardsHint')}</p>
      <div className="switches">
        {rewardKinds.map((kind) => (
          <label key={kind} className="switch">
            <input
              type="checkbox"
              checked={draft.rewardsOffered[kind]}
              onChange={(event) =>
                set({ rewardsOffered: { ...draft.rewardsOffered, [kind]: event.target.checked } })
              }
              data-testid={`reward-offered-${kind}`}
            />
            {t(`settings.reward.${kind}`)}
          </label>
        ))}
      </div>
      <div className="amount-grid">
        <TextField
          label={t('settings.field.newTaskRewardMinor')}
          value={draft.noviceReward}
          inputMode="decimal"
          onChange={(event) => set({ noviceReward: event.target.value })}
        />
      </div>
      <AmountListField
        labelOf={(n) => t('settings.signInDay', { n })}
        values={draft.signInRewards}
        onChange={(signInRewards) => set({ signInRewards })}
        testId="sign-in-rewards"
      />
    </fieldset>
  );
}

/** What a player must have deposited to reach each VIP level. */
export function VipSection({ draft, set }: SectionProps) {
  const { t } = useWords();
  return (
    <fieldset className="panel settings-section">
      <legend>{t('settings.vip')}</legend>
      <p className="field-hint">{t('settings.vipHint')}</p>
      <AmountListField
        labelOf={(n) => t('settings.vipThreshold', { n })}
        values={draft.vipThresholds}
        onChange={(vipThresholds) => set({ vipThresholds })}
        testId="vip-thresholds"
      />
    </fieldset>
  );
}

/** The compliance profile the market runs under. */
export function ProfileSection({ draft, set }: SectionProps) {
  const { t } = useWords();
  return (
    <fieldset className="panel settings-section">
      <legend>{t('settings.compliance')}</legend>
      <div className="field">
        <label htmlFor="compliance-profile">{t('settings.compliance')}</label>
        <select
          id="compliance-profile"
          value={draft.complianceProfileId}
          aria-describedby="compliance-profile-hint"
          onChange={(event) =>
            set({ complianceProfileId: event.target.value as ComplianceProfileId })
          }
          data-testid="compliance-profile"
        >
          {complianceProfileIds.map((id) => (
            <option key={id} value={id}>
              {t(`settings.profile.${id}`)}
            </option>
          ))}
        </select>
        <p className="field-hint" id="compliance-profile-hint">
          {t('settings.complianceHint')}
        </p>
      </div>
    </fieldset>
  );
}
