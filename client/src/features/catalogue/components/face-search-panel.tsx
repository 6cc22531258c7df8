import { CameraOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { FACE_PAGE_SIZE, SELFIE_MAX_BYTES, SELFIE_TYPES, useFaceSearch } from '../api/face-search.ts';
import { PhotographerResults } from './photographer-results.tsx';

/** Why a chosen file cannot be sent, before uploading it (the server checks again). */
export function selfieProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!SELFIE_TYPES.includes(file.type)) return 'notImage';
  if (file.size > SELFIE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** Selfie search on an activity page: upload with progress, then the results best match first (below the search boxes). */
export function FaceSearchPanel({
  activityId,
  onNeighbours,
}: {
  activityId: number;
  onNeighbours: (id: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const input = useRef<HTMLInputElement>(null);
  const search = useFaceSearch();
  const [file, setFile] = useState<File | null>(null);
  const [page, setPage] = useState(1);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  const run = (selfie: File, nextPage: number) => {
    setPage(nextPage);
    setPercent(0);
    search.mutate({ activityId, file: selfie, page: nextPage, onProgress: (p) => setPercent(p.percent) });
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const reason = selfieProblem(chosen);
    setProblem(reason && t(`face.${reason}`));
    if (reason) return;
    setFile(chosen);
    run(chosen, 1);
  };

  const failure =
    problem ??
    (search.isError
      ? search.error instanceof ApiError && search.error.kind !== 'network'
        ? search.error.message
        : t('face.failed')
      : null);
  const result = search.data;

  return (
    <>
      <section className="finder face-search" aria-label={t('face.title')}>
        <Typography.Title level={3}>{t('face.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('face.hint')}</Typography.Paragraph>
        <input
          ref={input}
          type="file"
          accept={SELFIE_TYPES.join(',')}
          hidden
          aria-label={t('face.choose')}
          data-testid="selfie-input"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          icon={<CameraOutlined />}
          size="large"
          loading={search.isPending}
          onClick={() => input.current?.click()}
        >
          {file ? t('face.chooseAnother') : t('face.choose')}
        </Button>
        <Typography.Paragraph type="secondary" className="face-privacy">
          <LockOutlined /> {t('face.privacy')}
        </Typography.Paragraph>
        {search.isPending && <Progress percent={percent} status="active" aria-label={t('face.uploading')} />}
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      </section>
      {/* The results take the whole width under both search boxes. */}
      {result && !search.isPending && !failure && (
        <div className="face-results">
          {result.totalCount === 0 ? (
            <Empty description={t('face.noMatch')} />
          ) : (
            <>
              <Typography.Paragraph strong>{t('face.found', { count: result.totalCount })}</Typography.Paragraph>
              <PhotographerResults albums={result.items} onNeighbours={onNeighbours} />
              <Pager
                page={page}
                pageSize={FACE_PAGE_SIZE}
                total={result.totalCount}
                onChange={(next) => file && run(file, next)}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
