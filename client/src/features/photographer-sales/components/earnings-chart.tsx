import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Earnings } from '../api/sales-api.ts';
import { formatNtd } from './money.ts';

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 6;
export const SETTLED_COLOR = '#52c41a';
export const UNSETTLED_COLOR = '#faad14';

/**
 * A bar per month in plain SVG (like the back office's daily charts), settled stacked under
 * unsettled, as wide as its container. Every value is also in the table under it.
 */
export function EarningsChart({ months }: { months: Earnings['byMonth'] }) {
  const { t } = useTranslation('photographer-sales');
  const id = useId();
  const positive = (value: number) => Math.max(0, value);
  const max = Math.max(1, ...months.map((month) => positive(month.settled) + positive(month.unsettled)));
  const slot = WIDTH / Math.max(1, months.length);
  const scale = (value: number) => (positive(value) / max) * (HEIGHT - 8);
  return (
    <figure className="sales-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{t('earnings.chartTitle')}</title>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#d9d9d9" />
        {months.map((month, index) => {
          const settled = scale(month.settled);
          const unsettled = scale(month.unsettled);
          const x = index * slot + GAP / 2;
          const label = t('earnings.barLabel', {
            month: month.month,
            settled: formatNtd(month.settled),
            unsettled: formatNtd(month.unsettled),
          });
          return (
            <g key={month.month}>
              <title>{label}</title>
              <rect x={x} y={HEIGHT - settled} width={slot - GAP} height={settled} fill={SETTLED_COLOR} />
              <rect
                x={x}
                y={HEIGHT - settled - unsettled}
                width={slot - GAP}
                height={unsettled}
                fill={UNSETTLED_COLOR}
              />
            </g>
          );
        })}
      </svg>
      <figcaption className="sales-chart-legend">
        <span>{months[0]?.month}</span>
        <span>
          <i style={{ background: SETTLED_COLOR }} /> {t('earnings.settled')}
          <i style={{ background: UNSETTLED_COLOR }} /> {t('earnings.unsettled')}
        </span>
        <span>{months.at(-1)?.month}</span>
      </figcaption>
    </figure>
  );
}
