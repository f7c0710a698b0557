import { TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { useWords } from '../../../lib/words';
import type { SettingsDraft } from '../settings-draft';

type Options = SettingsDraft['depositOptions'];

// The api takes at most 20 options; the drawer shows far fewer.
const optionsMax = 20;

/** The deposit drawer's amounts, each with its bonus percentage; added and removed one by one. */
export function DepositOptionsField({
  options,
  onChange,
}: {
  options: Options;
  onChange: (options: Options) => void;
}) {
  const { t } = useWords();
  const change = (index: number, part: Partial<Options[number]>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...part } : option)));
  return (
    <div className="settings-list" data-testid="deposit-options">
      <div className="option-grid">
        {options.map((option, index) => (
          <div className="option-row" key={index} data-testid={`deposit-option-${index}`}>
            <TextField
              label={t('settings.depositAmount', { n: index + 1 })}
              value={option.amount}
              inputMode="decimal"
              onChange={(event) => change(index, { amount: event.target.value })}
              data-testid={`deposit-amount-${index}`}
            />
            <TextField
              label={t('settings.depositBonus', { n: index + 1 })}
              value={option.bonusPercent}
              inputMode="decimal"
              onChange={(event) => change(index, { bonusPercent: event.target.value })}
              data-testid={`deposit-bonus-${index}`}
            />
            <Button
              variant="quiet"
              disabled={options.length <= 1}
              onClick={() => onChange(options.filter((_, at) => at !== index))}
              aria-label={t('settings.removeOption', { n: index + 1 })}
            >
              ×
            </Button>
          </div>
        ))}
      </div>
      <div className="form-actions">
        <Button
          variant="quiet"
          disabled={options.length >= optionsMax}
          onClick={() => onChange([...options, { amount: '', bonusPercent: '0' }])}
          data-testid="deposit-option-add"
        >
          {t('settings.addOption')}
        </Button>
      </div>
    </div>
  );
}
