import { useId } from 'react';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 4;

/**
 * A bar per day in plain SVG (no chart library), as wide as its container. Screen readers get the
 * title and description here, and every value in the page's table; each bar's tooltip names its day.
 */
export function DailyBarChart({
  title,
  description,
  days,
  label,
  color,
}: {
  title: string;
  description: string;
  days: readonly { date: string; value: number }[];
  /** The tooltip of one bar, e.g. "11/24: NT$350". */
  label: (day: { date: string; value: number }) => string;
  color: string;
}) {
  const id = useId();
  const max = Math.max(1, ...days.map((day) => day.value));
  const slot = WIDTH / Math.max(1, days.length);
  return (
    <figure className="dashboard-chart">
      <figcaption className="dashboard-chart-title">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#d9d9d9" />
        {days.map((day, index) => {
          const height = (day.value / max) * (HEIGHT - 8);
          return (
            <rect
              key={day.date}
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={slot - GAP}
              height={height}
              fill={color}
            >
              <title>{label(day)}</title>
            </rect>
          );
        })}
      </svg>
      <div className="dashboard-chart-axis" aria-hidden>
        <span>{days[0]?.date.slice(5)}</span>
        <span>{days.at(-1)?.date.slice(5)}</span>
      </div>
    </figure>
  );
}
