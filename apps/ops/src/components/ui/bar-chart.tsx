import { useEffect, useRef, useState } from 'react';

export interface BarChartData {
  /** The bars' places along the axis, e.g. the days. */
  categories: readonly string[];
  series: readonly { label: string; values: readonly number[] }[];
  /** A value as staff read it, on the axis and in the tooltip (money in its currency). */
  formatValue: (value: number) => string;
}

interface BarChartProps extends BarChartData {
  /** The chart's accessible name: what it shows and where the same figures are as text. */
  label: string;
  /** Said in place of the chart when its code could not be loaded. */
  failedText: string;
  testId: string;
}

/**
 * Grouped bars per category. The chart library loads on first use (a dynamic import), so the
 * sign-in and the queues never carry it; a screen reader reads the chart's name, and the figures
 * themselves from the table every chart sits beside.
 */
export function BarChart({ label, failedText, testId, ...data }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const { categories, series, formatValue } = data;

  useEffect(() => {
    let undraw: (() => void) | undefined;
    let gone = false;
    import('./draw-bar-chart')
      .then(({ drawBarChart }) => {
        if (gone || !canvas.current) return;
        undraw = drawBarChart(canvas.current, { categories, series, formatValue });
        setState('drawn');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      undraw?.();
    };
  }, [categories, series, formatValue]);

  return (
    <div className="chart" data-testid={testId} data-state={state}>
      <canvas ref={canvas} role="img" aria-label={label} />
      {state === 'failed' && <p className="chart-failed">{failedText}</p>}
    </div>
  );
}
