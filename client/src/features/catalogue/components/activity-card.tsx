import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GlyphIcon } from '../../../components/ui/glyph-icon.tsx';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import type { ActivityCard as ActivityCardData } from '../api/activities.ts';
import { coverImage, CARD_COVER_SIZES } from '../lib/image-sizes.ts';

/**
 * `eager`: the card is on the first screen (its cover may be the page's largest picture on a phone:
 * fetched first). `farDown`: screens below it, its cover waits until the visitor scrolls near.
 */
export function ActivityCard({
  activity,
  eager,
  farDown,
}: {
  activity: ActivityCardData;
  eager?: boolean;
  farDown?: boolean;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Link to={`/activityevent/${activity.id}`} className="catalogue-card">
      <BackgroundImage
        {...coverImage(activity, CARD_COVER_SIZES)}
        priority={eager}
        farDown={farDown}
        className="catalogue-card-cover"
      />
      <div className="catalogue-card-body">
        <div className="catalogue-card-date">{activity.sgL_ActivityDate}</div>
        <div className="catalogue-card-title">{activity.sgL_Title}</div>
        <div className="catalogue-card-meta">
          <span>
            <GlyphIcon name="picture" /> {t('activity.photos', { count: activity.photoCount })}
          </span>
          <span>
            <GlyphIcon name="camera" /> {t('activity.photographers', { count: activity.photographerCount })}
          </span>
          {activity.region && (
            <span>
              <GlyphIcon name="environment" /> {activity.region}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

/**
 * `onFirstScreen`: the grid starts on the first screen, so its first cover is fetched at once.
 * `farDown`: it starts screens below the first, so its covers wait for the visitor to scroll near.
 */
export function ActivityGrid({
  activities,
  onFirstScreen,
  farDown,
}: {
  activities: ActivityCardData[];
  onFirstScreen?: boolean;
  farDown?: boolean;
}) {
  return (
    <div className="catalogue-grid">
      {activities.map((activity, index) => (
        <ActivityCard key={activity.id} activity={activity} eager={onFirstScreen && index === 0} farDown={farDown} />
      ))}
    </div>
  );
}
