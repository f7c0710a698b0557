import { useState } from 'react';
import type { FormEvent } from 'react';
import { getMarket, isMarketCode, marketCodes } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { parseMoney } from '@sorte/money';
import type { WithdrawalStatusValue } from '@sorte/contracts';
import { useWords } from '../../../lib/words';
import { StatusFilter } from '../../../components/status-filter';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { WithdrawalFilters } from '../api/list-withdrawals';
import { withdrawalStages } from '../../../components/stage-badge';

/** The ages staff narrow the queue to, in hours: any, then the ones a review desk asks about. */
const ages = [0, 1, 24, 72, 168] as const;

/** The filters as the address keeps them (`?status=&market=&min=&max=&age=`), amounts as typed. */
export interface FilterFields {
  status: WithdrawalStatusValue;
  market: MarketCode | null;
  min: string;
  max: string;
  age: number;
}

export function filterFieldsOf(search: URLSearchParams): FilterFields {
  const market = search.get('market');
  const age = Number(search.get('age'));
  return {
    status: withdrawalStages.find((status) => status === search.get('status')) ?? 'reviewing',
    market: market && isMarketCode(market) ? market : null,
    min: search.get('min') ?? '',
    max: search.get('max') ?? '',
    age: ages.find((each) => each === age) ?? 0,
  };
}

/** An amount typed in the market's currency, in minor units; null when empty or unreadable. */
function amountOf(text: string, market: MarketCode | null): number | null {
  if (!market || text.trim() === '') return null;
  const parsed = parseMoney(text, getMarket(market).currency);
  return parsed.ok && parsed.amountMinor >= 0 ? parsed.amountMinor : null;
}

/** The list call's body for the fields: amounts only with a market, whose currency they are in. */
export function filtersOf(fields: FilterFields): WithdrawalFilters {
  const min = amountOf(fields.min, fields.market);
  const max = amountOf(fields.max, fields.market);
  return {
    status: fields.status,
    ...(fields.market ? { market: fields.market } : {}),
    ...(min !== null ? { amountMinorMin: min } : {}),
    ...(max !== null ? { amountMinorMax: max } : {}),
    ...(fields.age > 0 ? { olderThanHours: fields.age } : {}),
  };
}

function toSearch(fields: FilterFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries({
      status: fields.status,
      market: fields.market ?? '',
      min: fields.market ? fields.min : '',
      max: fields.market ? fields.max : '',
      age: fields.age > 0 ? String(fields.age) : '',
    }).filter(([, value]) => value !== ''),
  );
}

/** From and to, in the picked market's currency; without a market there is no currency to use. */
function AmountRange({ fields }: { fields: FilterFields }) {
  const { t } = useWords();
  const currency = fields.market ? getMarket(fields.market).currency : null;
  return (
    <fieldset className="amount-range" disabled={!currency}>
      <legend>
        {currency ? t('withdrawals.amountIn', { currency }) : t('withdrawals.amountPickMarket')}
      </legend>
      <TextField
        key={`min-${fields.market}-${fields.min}`}
        label={t('withdrawals.amountMin')}
        name="min"
        inputMode="decimal"
        defaultValue={fields.min}
        data-testid="withdrawal-amount-min"
      />
      <TextField
        key={`max-${fields.market}-${fields.max}`}
        label={t('withdrawals.amountMax')}
        name="max"
        inputMode="decimal"
        defaultValue={fields.max}
        data-testid="withdrawal-amount-max"
      />
      <Button type="submit" data-testid="withdrawal-amount-apply">
        {t('withdrawals.amountApply')}
      </Button>
    </fieldset>
  );
}

/**
 * Stage, market and age apply at once; an amount range applies with its button, in the picked
 * market's currency (one market, one currency: amounts of different currencies never compare).
 */
export function WithdrawalFilterBar({
  fields,
  onChange,
}: {
  fields: FilterFields;
  onChange: (search: Record<string, string>) => void;
}) {
  const { t } = useWords();
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (next: Partial<FilterFields>) => onChange(toSearch({ ...fields, ...next }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const min = String(form.get('min') ?? '').trim();
    const max = String(form.get('max') ?? '').trim();
    const unreadable = [min, max].some(
      (text) => text !== '' && amountOf(text, fields.market) === null,
    );
    if (unreadable) return setProblem(t('withdrawals.amountUnreadable'));
    setProblem(null);
    apply({ min, max });
  };

  return (
    <form className="filter-bar" onSubmit={submit} noValidate data-testid="withdrawal-filters">
      <StatusFilter
        label={t('withdrawals.status')}
        value={fields.status}
        options={withdrawalStages}
        wordFor={(each) => t(`stage.${each}`)}
        onChange={(status) => apply({ status })}
        testId="withdrawal-status-filter"
      />
      <label className="filter">
        <span>{t('withdrawals.market')}</span>
        <select
          value={fields.market ?? ''}
          onChange={(event) => {
            const market = event.target.value;
            apply({ market: isMarketCode(market) ? market : null, min: '', max: '' });
          }}
          data-testid="withdrawal-market-filter"
        >
          <option value="">{t('withdrawals.anyMarket')}</option>
          {marketCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      <label className="filter">
        <span>{t('withdrawals.age')}</span>
        <select
          value={fields.age}
          onChange={(event) => apply({ age: Number(event.target.value) })}
          data-testid="withdrawal-age-filter"
        >
          {ages.map((hours) => (
            <option key={hours} value={hours}>
              {hours === 0 ? t('withdrawals.anyAge') : t('withdrawals.olderThan', { hours })}
            </option>
          ))}
        </select>
      </label>
      <AmountRange fields={fields} />
      {problem && (
        <p className="form-error filter-error" role="alert" data-testid="withdrawal-filter-error">
          {problem}
        </p>
      )}
    </form>
  );
}
