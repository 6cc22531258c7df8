import { DatePicker, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListFilter {
  keyword?: string;
  sgL_ActivityDate?: [string, string];
  isVisible?: boolean;
}

/** Title search, date range and visibility above a list; every change goes back to page 1. */
export function ListFilters({ onChange }: { onChange: (change: Partial<ListFilter>) => void }) {
  const { t } = useTranslation('admin-events');
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Input.Search
        allowClear
        placeholder={t('searchTitle')}
        maxLength={100}
        style={{ width: 240, maxWidth: '100%' }}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
      />
      <DatePicker.RangePicker
        aria-label={t('dateRange')}
        onChange={(_, [from, to]) => onChange({ sgL_ActivityDate: from && to ? [from, to] : undefined })}
      />
      <Select
        allowClear
        placeholder={t('visibility')}
        style={{ width: 120 }}
        options={[
          { value: true, label: t('visible') },
          { value: false, label: t('hidden') },
        ]}
        onChange={(isVisible?: boolean) => onChange({ isVisible })}
      />
    </Space>
  );
}
