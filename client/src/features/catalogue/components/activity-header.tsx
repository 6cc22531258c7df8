import {
  CalendarOutlined,
  CameraOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  PictureOutlined,
} from '@ant-design/icons';
import { Typography } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link } from 'react-router-dom';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import type { ActivityConfig } from '../api/activities.ts';
import { coverImage, HEADER_COVER_SIZES } from '../lib/image-sizes.ts';

export function ActivityHeader({ activity, headingLevel = 1 }: { activity: ActivityConfig; headingLevel?: 1 | 2 }) {
  const t = useRepeatedT('catalogue');
  return (
    <header className="activity-header">
      <BackgroundImage {...coverImage(activity, HEADER_COVER_SIZES)} className="activity-header-cover" priority />
      <div className="activity-header-text">
        <Typography.Title level={headingLevel}>
          <Link to={`/activityevent/${activity.id}`}>{activity.sgL_Title}</Link>
        </Typography.Title>
        <div className="event-card-meta">
          <span>
            <CalendarOutlined /> {activity.sgL_ActivityDate}
          </span>
          {activity.region && (
            <span>
              <EnvironmentOutlined /> {activity.region}
            </span>
          )}
          <span>
            <PictureOutlined /> {t('activity.photos', { count: activity.photoCount })}
          </span>
          <span>
            <CameraOutlined /> {t('activity.photographers', { count: activity.photographerCount })}
          </span>
          {activity.eventId && <Link to={`/eventdetails/${activity.eventId}`}>{t('activity.raceInfo')}</Link>}
          <Link to={`/activitylive/${activity.id}`}>
            <FieldTimeOutlined /> {t('live.link')}
          </Link>
        </div>
      </div>
    </header>
  );
}
