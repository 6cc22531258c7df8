import { CalendarOutlined, EnvironmentOutlined, TagOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Typography } from 'antd';
import { useRepeatedT } from '../../../lib/i18n.ts';
import { Link, useParams } from 'react-router-dom';
import { BackgroundImage } from '../../../components/ui/lazy-image.tsx';
import { isNotFound, LoadError } from '../../../components/ui/load-error.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useEventDetails } from '../api/events.ts';
import { Section } from '../components/section.tsx';
import { coverImage, PAGE_WIDTH_SIZES } from '../lib/image-sizes.ts';
import '../catalogue.css';

export default function EventDetailsPage() {
  const t = useRepeatedT('catalogue');
  const id = Number(useParams().eventId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isPending, isError, error, refetch } = useEventDetails(valid ? id : 0);
  usePageTitle(data?.sgL_Title);

  if (!valid || (isError && isNotFound(error))) {
    return (
      <Result
        status="404"
        title={t('events.notFound')}
        extra={
          <Link to="/eventlist">
            <Button type="primary">{t('events.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;

  return (
    <article className="catalogue-page event-details">
      {/* The first thing on the page, and its largest picture. */}
      <BackgroundImage {...coverImage(data, PAGE_WIDTH_SIZES)} className="event-details-cover" priority />
      <Typography.Title level={1}>{data.sgL_Title}</Typography.Title>
      <div className="event-card-meta event-details-meta">
        <span>
          <CalendarOutlined /> {data.sgL_ActivityDate}
        </span>
        {(data.region || data.location) && (
          <span>
            <EnvironmentOutlined /> {[data.region, data.location].filter(Boolean).join(' · ')}
          </span>
        )}
        {data.typeName && (
          <span>
            <TagOutlined /> {data.typeName}
          </span>
        )}
      </div>
      <div className="event-details-actions">
        {data.signUpUrl && (
          <Button type="primary" size="large" href={data.signUpUrl} target="_blank" rel="noopener noreferrer">
            {t('events.signUp')}
          </Button>
        )}
        {data.activities.map((activity) => (
          <Link key={activity.id} to={`/activityevent/${activity.id}`}>
            <Button size="large">
              {t('events.photosOf', { title: activity.sgL_Title, count: activity.photoCount })}
            </Button>
          </Link>
        ))}
      </div>
      <Section title={t('events.about')}>
        {data.content ? (
          <RichText html={data.content} />
        ) : (
          <Typography.Paragraph type="secondary">{t('events.noContent')}</Typography.Paragraph>
        )}
      </Section>
    </article>
  );
}
