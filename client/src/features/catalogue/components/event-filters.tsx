import { Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useLanguage, useRepeatedT } from '../../../lib/i18n.ts';
import { regionsWithCities, TYPE_EVENT_TYPE, TYPE_REGION_CITY } from '../../../lib/places.ts';
import { taipeiDate } from '../../../lib/taipei-time.ts';
import { useCommonTypes, type EventFilter } from '../api/events.ts';

/** The calendar looks a year ahead. */
const MONTHS_AHEAD = 12;

export function EventFilters({ value, onChange }: { value: EventFilter; onChange: (next: EventFilter) => void }) {
  const t = useRepeatedT('catalogue');
  const places = useCommonTypes(TYPE_REGION_CITY);
  const types = useCommonTypes(TYPE_EVENT_TYPE);
  const language = useLanguage();

  // From this month in Taipei, named in the page's language (not dayjs's global one): a server
  // writes the same labels in whatever zone it runs, for pages in both languages at once.
  const months = useMemo(() => {
    const thisMonth = dayjs(taipeiDate(new Date()))
      .locale(language === 'en' ? 'en' : 'zh-tw')
      .startOf('month');
    return Array.from({ length: MONTHS_AHEAD }, (_, i) => {
      const month = thisMonth.add(i, 'month');
      return { value: month.format('YYYY-MM'), label: month.format(t('events.monthFormat')) };
    });
  }, [t, language]);

  // Regions as groups, each offering "the whole region" then its cities.
  const placeOptions = useMemo(
    () =>
      regionsWithCities(places.data?.items ?? []).map(({ region, cities }) => ({
        label: region.sgL_Title,
        title: region.sgL_Title,
        options: [
          { value: region.id, label: t('events.wholeRegion', { region: region.sgL_Title }) },
          ...cities.map((city) => ({ value: city.id, label: city.sgL_Title })),
        ],
      })),
    [places.data, t],
  );

  return (
    <div className="event-filters">
      <Select<string>
        allowClear
        placeholder={t('events.month')}
        aria-label={t('events.month')}
        value={value.month}
        options={months}
        onChange={(month) => onChange({ ...value, month: month ?? undefined })}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('events.region')}
        aria-label={t('events.region')}
        loading={places.isPending}
        value={value.cityId}
        options={placeOptions}
        onChange={(cityId) => onChange({ ...value, cityId: cityId ?? undefined })}
      />
      <Select<number>
        allowClear
        placeholder={t('events.type')}
        aria-label={t('events.type')}
        loading={types.isPending}
        value={value.typeId}
        options={(types.data?.items ?? []).map((type) => ({ value: type.id, label: type.sgL_Title }))}
        onChange={(typeId) => onChange({ ...value, typeId: typeId ?? undefined })}
      />
    </div>
  );
}
