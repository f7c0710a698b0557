import { useState } from 'react';
import type { FormEvent } from 'react';
import { consoleMarkets } from '../../../lib/market-days';
import type { ConsoleMarket } from '../../../lib/market-days';
import { useWords } from '../../../lib/words';
import { StatusFilter } from '../../../components/status-filter';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { ReportRange } from '../report-range';
import { rangeProblem, reportDaysMax } from '../report-range';

/**
 * Which market and which days: asked for on "Show", and refused here in words (never sent) when
 * the days are not real, out of order or more than the api's limit.
 */
export function ReportRangeForm({
  range,
  onShow,
}: {
  range: ReportRange;
  onShow: (range: ReportRange) => void;
}) {
  const { t } = useWords();
  const [market, setMarket] = useState<ConsoleMarket>(range.market);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState(() => rangeProblem(range.from, range.to));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onShow({ market, from, to });
  };

  return (
    <form className="range-form" onSubmit={submit} noValidate data-testid="report-range">
      <StatusFilter
        label={t('reports.market')}
        value={market}
        options={consoleMarkets.map((each) => each.market)}
        wordFor={(each) => t(`reports.market.${each}`)}
        onChange={setMarket}
        testId="report-market"
      />
      <TextField
        label={t('reports.from')}
        type="date"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        aria-invalid={problem ? true : undefined}
        data-testid="report-from"
      />
      <TextField
        label={t('reports.to')}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
        aria-invalid={problem ? true : undefined}
        data-testid="report-to"
      />
      <Button type="submit" variant="primary" data-testid="report-show">
        {t('reports.show')}
      </Button>
      {problem && (
        <p className="form-error range-problem" role="alert" data-testid="report-range-error">
          {t(problem, { days: reportDaysMax })}
        </p>
      )}
    </form>
  );
}
