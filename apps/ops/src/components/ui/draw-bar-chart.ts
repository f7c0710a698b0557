import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import type { BarChartData } from './bar-chart';

// Only what daily bars need, so the chunk stays small (decision 0020).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** The series' colours, in order: distinct for colour-blind eyes, each AA on white. */
const palette = ['#3a4fd8', '#c25e00', '#11643a', '#9c1c25', '#6b4fa8'];

/** Draws grouped daily bars on the canvas; the function it answers removes them. */
export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): () => void {
  // A browser that draws nothing on a canvas gets the words instead of an empty frame.
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the canvas gives no 2d context');
  const chart = new Chart(context, {
    type: 'bar',
    data: {
      labels: [...data.categories],
      datasets: data.series.map((series, index) => ({
        label: series.label,
        data: [...series.values],
        backgroundColor: palette[index % palette.length],
        borderRadius: 2,
        maxBarThickness: 28,
      })),
    },
    options: {
      maintainAspectRatio: false,
      // Staff read a report, they do not watch it grow.
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12, color: '#1b2033' } },
        tooltip: {
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${data.formatValue(item.parsed.y ?? 0)}`,
          },
        },
      },
      scales: {
        x: {
          grid: { display: false },
          ticks: { color: '#4a5168', maxRotation: 0, autoSkip: true },
        },
        y: {
          beginAtZero: true,
          grid: { color: '#edf0f5' },
          ticks: {
            color: '#4a5168',
            precision: 0,
            callback: (value) => data.formatValue(Number(value)),
          },
        },
      },
    },
  });
  return () => chart.destroy();
}
