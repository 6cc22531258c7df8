import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { taipeiDate } from '../../../lib/taipei-time.ts';
import { useFootContent } from '../api/get-foot-content.ts';

/**
 * The one page behind every /foot/{sgL_RequestUrl} route; the route's handle names the page. Its
 * title is the footer item's (spec §2), set by the layout from the footer store.
 */
export default function FootPage() {
  const { t } = useTranslation('footer');
  const handle = useMatches().at(-1)?.handle as { requestUrl?: string } | undefined;
  const requestUrl = handle?.requestUrl ?? '';
  const { data, isPending, isError, error, refetch } = useFootContent(requestUrl);

  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError) return <LoadError error={error} onRetry={() => void refetch()} />;
  return (
    <article className="foot-page">
      <Typography.Title level={1}>{data.title}</Typography.Title>
      {data.content ? <RichText html={data.content} /> : <Typography.Paragraph>{t('empty')}</Typography.Paragraph>}
      {data.updatedAt && (
        <Typography.Paragraph type="secondary">
          {t('updatedAt', { date: taipeiDate(data.updatedAt) })}
        </Typography.Paragraph>
      )}
    </article>
  );
}
