import { CameraOutlined, EnvironmentOutlined, PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import type { ActivityCard as ActivityCardData } from '../api/activities.ts';
import { coverImage, CARD_COVER_SIZES } from '../lib/image-sizes.ts';

export function ActivityCard({ activity }: { activity: ActivityCardData }) {
  const { t } = useTranslation('catalogue');
  return (
    <Link to={`/activityevent/${activity.id}`} className="catalogue-card">
      <BackgroundImage {...coverImage(activity, CARD_COVER_SIZES)} className="catalogue-card-cover" />
      <div className="catalogue-card-body">
        <div className="catalogue-card-date">{activity.sgL_ActivityDate}</div>
        <div className="catalogue-card-title">{activity.sgL_Title}</div>
        <div className="catalogue-card-meta">
          <span>
            <PictureOutlined /> {t('activity.photos', { count: activity.photoCount })}
          </span>
          <span>
            <CameraOutlined /> {t('activity.photographers', { count: activity.photographerCount })}
          </span>
          {activity.region && (
            <span>
              <EnvironmentOutlined /> {activity.region}
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

export function ActivityGrid({ activities }: { activities: ActivityCardData[] }) {
  return (
    <div className="catalogue-grid">
      {activities.map((activity) => (
        <ActivityCard key={activity.id} activity={activity} />
      ))}
    </div>
  );
}
