import { useId } from 'react';

const WIDTH = 600;
const HEIGHT = 140;
const TOP = 6;

export interface ChartLine {
  label: string;
  color: string;
  /** One value per minute; null where nothing was measured (the line breaks there). */
  values: readonly (number | null)[];
}

type Point = readonly [x: number, y: number];

/** The runs of consecutive measured minutes of a line, as points of the drawing. */
function runsOf(values: readonly (number | null)[], max: number): Point[][] {
  const step = WIDTH / Math.max(1, values.length - 1);
  const runs: Point[][] = [];
  let run: Point[] | null = null;
  values.forEach((value, index) => {
    if (value === null) {
      run = null;
      return;
    }
    if (!run) runs.push((run = []));
    run.push([index * step, HEIGHT - (value / max) * (HEIGHT - TOP)]);
  });
  return runs;
}

/**
 * A minute-by-minute line chart of the last hour in plain SVG, as wide as its container. Screen
 * readers get the title and description (the page's table holds every value).
 */
export function MinuteChart({
  title,
  description,
  lines,
  top,
  from,
  to,
}: {
  title: string;
  description: string;
  lines: readonly ChartLine[];
  /** The top of the scale, as the axis shows it (e.g. "120 s"). */
  top: (max: number) => string;
  from: string;
  to: string;
}) {
  const id = useId();
  const max = Math.max(1, ...lines.flatMap((line) => line.values.filter((value) => value !== null)));
  return (
    <figure className="status-chart">
      <figcaption className="status-chart-title">
        {title}
        {lines.length > 1 && (
          <span className="status-chart-legend" aria-hidden>
            {lines.map((line) => (
              <span key={line.label}>
                <i style={{ background: line.color }} /> {line.label}
              </span>
            ))}
          </span>
        )}
      </figcaption>
      <div className="status-chart-plot">
        <span className="status-chart-top" aria-hidden>
          {top(max)}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-labelledby={`${id}-t ${id}-d`}
        >
          <title id={`${id}-t`}>{title}</title>
          <desc id={`${id}-d`}>{description}</desc>
          <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke="#d9d9d9" />
          {lines.map((line) =>
            runsOf(line.values, max).map((run) =>
              // A lone measured minute is a dot, so it is seen.
              run.length === 1 ? (
                <circle key={`${line.label}-${run[0]![0]}`} cx={run[0]![0]} cy={run[0]![1]} r={3} fill={line.color} />
              ) : (
                <polyline
                  key={`${line.label}-${run[0]![0]}`}
                  points={run.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
                  fill="none"
                  stroke={line.color}
                  strokeWidth={2}
                  vectorEffect="non-scaling-stroke"
                />
              ),
            ),
          )}
        </svg>
      </div>
      <div className="status-chart-axis" aria-hidden>
        <span>{from}</span>
        <span>{to}</span>
      </div>
    </figure>
  );
}
