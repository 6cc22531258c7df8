import { CalendarOutlined, EnvironmentOutlined, TagOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import type { RaceEvent } from '../api/events.ts';

export function EventCard({ event }: { event: RaceEvent }) {
  return (
    <Link to={`/eventdetails/${event.id}`} className="event-card">
      <BackgroundImage src={event.coverUrl} className="event-card-cover" />
      <div className="event-card-body">
        <div className="event-card-title">{event.sgL_Title}</div>
        <div className="event-card-meta">
          <span>
            <CalendarOutlined /> {event.sgL_ActivityDate}
          </span>
          {(event.region || event.location) && (
            <span>
              <EnvironmentOutlined /> {[event.region, event.location].filter(Boolean).join(' · ')}
            </span>
          )}
          {event.typeName && (
            <span>
              <TagOutlined /> {event.typeName}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}
