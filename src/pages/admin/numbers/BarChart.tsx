import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { currentLocale, directionOf } from '@contracts/locale';
import { formatCount } from '@contracts/format';
import styles from './NumbersSection.module.css';

// Only the parts of Chart.js the console draws (bars): the rest stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface BarSeries {
  label: string;
  data: readonly number[];
  /** A colour token of tokens.css, e.g. '--color-primary'. */
  color: string;
}

export interface BarChartProps {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** What the chart shows in words (its text alternative beside the table that follows it). */
  summary: string;
  stacked?: boolean;
  /** Bars across (the funnel) rather than up. */
  horizontal?: boolean;
}

/** A category's name in lines of about `width` characters (Chart.js draws an array as lines), so long names fit a phone's width. */
export function wrapLabel(label: string, width = 16): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= width) lines[last] = `${lines[last]} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#0f766e';

/**
 * A bar chart on a canvas (Chart.js), mirrored in Arabic (the first bar at the right, the values' axis on the right),
 * its numbers written by the shared formatting module. The canvas is an image whose name is `summary`; the figures
 * themselves are in the table the section shows with it.
 */
export function BarChart({ labels, series, summary, stacked = false, horizontal = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const rtl = directionOf(currentLocale()) === 'rtl';
    const font = { family: getComputedStyle(document.body).fontFamily };
    const text = token('--color-text-muted');
    const grid = token('--color-border');
    const count = (value: string | number) => formatCount(Number(value));
    const categories = { reverse: rtl && !horizontal, stacked, grid: { display: false }, ticks: { color: text, font, autoSkip: true, maxRotation: 0 } };
    const values = {
      reverse: rtl && horizontal,
      position: (horizontal ? 'bottom' : rtl ? 'right' : 'left') as 'bottom' | 'right' | 'left',
      stacked,
      beginAtZero: true,
      grid: { color: grid },
      ticks: { color: text, font, precision: 0, callback: count },
    };
    const chart = new Chart<'bar', number[], string | string[]>(context, {
      type: 'bar',
      data: { labels: horizontal ? labels.map((label) => wrapLabel(label)) : [...labels], datasets: series.map((s) => ({ label: s.label, data: [...s.data], backgroundColor: token(s.color), borderRadius: 2 })) },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        animation: false,
        layout: { padding: { left: 12, right: 12 } },
        responsive: true,
        maintainAspectRatio: false,
        scales: horizontal ? { x: values, y: { ...categories, position: rtl ? 'right' : 'left' } } : { x: categories, y: values },
        plugins: {
          legend: { display: series.length > 1, rtl, textDirection: rtl ? 'rtl' : 'ltr', labels: { color: text, font, boxWidth: 12 } },
          tooltip: { rtl, textDirection: rtl ? 'rtl' : 'ltr', callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${count(item.parsed[horizontal ? 'x' : 'y'] ?? 0)}` } },
        },
      },
    });
    return () => chart.destroy();
  }, [labels, series, stacked, horizontal]);
  return (
    <div className={horizontal ? styles.funnelCanvas : styles.canvas}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
