import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivityChoices } from '../api/activities.ts';

interface Props {
  id?: string;
  value?: number;
  onChange?: (activityId: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
}

/** The visible activities, newest first, searched by name on the server as the photographer types. */
export function ActivitySelect({ id, value, onChange, allowClear, placeholder }: Props) {
  const { t } = useTranslation('photographer-upload');
  const [keyword, setKeyword] = useState('');
  const choices = useActivityChoices(keyword.trim());
  const options = (choices.data?.items ?? []).map((activity) => ({
    value: activity.id,
    label: `${activity.sgL_Title}（${activity.sgL_ActivityDate}）`,
  }));

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(activityId) => onChange?.(activityId)}
      options={options}
      loading={choices.isFetching}
      allowClear={allowClear}
      placeholder={placeholder ?? t('newAlbum.activityPlaceholder')}
      style={{ width: '100%' }}
    />
  );
}
