import { useTranslation } from 'react-i18next';
import { taipeiClock } from '../../../lib/taipei-time.ts';
import type { LivePlace } from '../api/live.ts';

interface LivePlaceChartProps {
  places: LivePlace[];
  /** Start of the first slot (ISO) and the slots' length. */
  from: string;
  slotMinutes: number;
}

/**
 * Photos published per camera point, one bar per slot (oldest left), all on one scale so the
 * points compare at a glance. Plain CSS bars: a chart library would weigh more than the page.
 */
export function LivePlaceChart({ places, from, slotMinutes }: LivePlaceChartProps) {
  const { t } = useTranslation('catalogue');
  const highest = Math.max(1, ...places.flatMap((place) => place.counts));
  const slotStart = (slot: number) => taipeiClock(new Date(Date.parse(from) + slot * slotMinutes * 60_000));
  const slots = places[0]?.counts.length ?? 0;
  return (
    <div className="live-chart">
      {places.map((place) => (
        <div key={place.place} className="live-chart-place" aria-label={place.place} role="group">
          <div className="live-chart-heading">
            <strong>{place.place}</strong>
            <span>{t('activity.photos', { count: place.total })}</span>
          </div>
          <ol className="live-chart-bars">
            {place.counts.map((count, slot) => {
              const label = t('live.slot', { from: slotStart(slot), to: slotStart(slot + 1), count });
              return (
                <li key={slot} title={label} aria-label={label}>
                  <span style={{ height: `${(count / highest) * 100}%` }} data-empty={count === 0 || undefined} />
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <div className="live-chart-axis" aria-hidden="true">
        <span>{slotStart(0)}</span>
        <span>{slotStart(slots / 2)}</span>
        <span>{t('live.now')}</span>
      </div>
    </div>
  );
}
