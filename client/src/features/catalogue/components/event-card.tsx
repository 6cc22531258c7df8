import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { GlyphIcon } from '../../../components/ui/glyph-icon.tsx';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import type { RaceEvent } from '../api/events.ts';
import { coverImage, CARD_COVER_SIZES } from '../lib/image-sizes.ts';

/**
 * `eager`: the card is on the first screen (its cover may be the page's largest picture on a phone).
 * `farDown`: screens below it, its cover waits until the visitor scrolls near.
 */
export function EventCard({ event, eager, farDown }: { event: RaceEvent; eager?: boolean; farDown?: boolean }) {
  return (
    <Link to={`/eventdetails/${event.id}`} className={event.coverUrl ? 'event-card' : 'event-card event-card-compact'}>
      {event.coverUrl ? (
        <BackgroundImage
          {...coverImage(event, CARD_COVER_SIZES)}
          eager={eager}
          farDown={farDown}
          className="event-card-cover"
        />
      ) : (
        // Without a cover, the date is the picture: races are chosen by when they are.
        <div className="event-card-badge" aria-hidden>
          <span className="event-card-badge-month">{dayjs(event.sgL_ActivityDate).format('YYYY/MM')}</span>
          <span className="event-card-badge-day">{dayjs(event.sgL_ActivityDate).format('D')}</span>
        </div>
      )}
      <div className="event-card-body">
        <div className="event-card-title">{event.sgL_Title}</div>
        <div className="event-card-meta">
          <span>
            <GlyphIcon name="calendar" /> {event.sgL_ActivityDate}
          </span>
          {(event.region || event.location) && (
            <span>
              <GlyphIcon name="environment" /> {[event.region, event.location].filter(Boolean).join(' · ')}
            </span>
          )}
          {event.typeName && (
            <span>
              <GlyphIcon name="tag" /> {event.typeName}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
