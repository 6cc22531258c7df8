import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useKeywordActivities, type ActivityCard } from '../api/activities.ts';
import { filterActivities } from '../lib/keyword.ts';

function OptionRow({ activity }: { activity: ActivityCard }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="activity-option">
      <span className="activity-option-date">{activity.sgL_ActivityDate}</span>
      <span className="activity-option-title">{activity.sgL_Title}</span>
      <span className="activity-option-meta">
        {t('activity.photos', { count: activity.photoCount })}
        {' | '}
        {t('activity.photographers', { count: activity.photographerCount })}
        {' | '}
        {activity.region ?? t('activity.noRegion')}
      </span>
    </div>
  );
}

export interface ActivitySelectProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** The visitor already reached for the box: take the focus and show the list. */
  engaged: boolean;
}

/** The activity dropdown itself (antd Select); loaded after the home page shows, see ActivitySearch. */
export default function ActivitySelect({ keyword, onKeywordChange, engaged }: ActivitySelectProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useKeywordActivities();
  const options = useMemo(
    () =>
      filterActivities(data?.items ?? [], keyword).map((activity) => ({
        value: activity.id,
        label: <OptionRow activity={activity} />,
        title: activity.sgL_Title,
      })),
    [data, keyword],
  );

  return (
    <Select<number>
      className="activity-search"
      size="large"
      value={null}
      placeholder={t('home.searchPlaceholder')}
      aria-label={t('home.searchLabel')}
      suffixIcon={<SearchOutlined />}
      showSearch={{ filterOption: false, onSearch: onKeywordChange, searchValue: keyword }}
      loading={isPending}
      options={options}
      listHeight={360}
      notFoundContent={isError ? t('home.searchFailed') : isPending ? t('state.loading') : t('home.searchEmpty')}
      autoFocus={engaged}
      defaultOpen={engaged}
      onOpenChange={(open) => {
        if (open && isError) void refetch();
      }}
      onChange={(id) => void navigate(`/activityevent/${id}`)}
      popupMatchSelectWidth
    />
  );
}
