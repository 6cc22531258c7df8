import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminBanner } from '../api/get-banners.ts';

const format = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'short', timeStyle: 'short' });

/** When a banner shows: its dates, and whether that is now. */
export function ScheduleText({ banner, now = new Date() }: { banner: AdminBanner; now?: Date }) {
  const { t, i18n } = useTranslation('admin-banners');
  const { startsAt, endsAt } = banner;
  const state =
    startsAt && new Date(startsAt) > now ? 'upcoming' : endsAt && new Date(endsAt) <= now ? 'ended' : 'running';
  return (
    <>
      <div>
        {startsAt ? format(startsAt, i18n.language) : t('always')} –{' '}
        {endsAt ? format(endsAt, i18n.language) : t('always')}
      </div>
      <Tag color={state === 'running' ? 'green' : state === 'upcoming' ? 'blue' : 'default'}>{t(`state.${state}`)}</Tag>
    </>
  );
}
