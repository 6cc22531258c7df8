import { CameraOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Progress, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { SELFIE_MAX_BYTES } from '../../../lib/upload-limits.ts';
import { FACE_PAGE_SIZE, SELFIE_TYPES, useFaceSearch, useFaceSearchPage, useNotMe } from '../api/face-search.ts';
import { BundleOfferBar } from './bundle-offer-bar.tsx';
import { FaceMatchResults } from './face-match-results.tsx';
import { FollowSelfieControl } from './follow-selfie-control.tsx';
import { HideMeControl } from './hide-me-control.tsx';
import { SelfieFaces } from './selfie-faces.tsx';

/** Why a chosen file cannot be sent, before uploading it (the server checks again). */
export function selfieProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!SELFIE_TYPES.includes(file.type)) return 'notImage';
  if (file.size > SELFIE_MAX_BYTES) return 'tooLarge';
  return null;
}

const failureText = (error: Error | null, fallback: string) =>
  error ? (error instanceof ApiError && error.kind !== 'network' ? error.message : fallback) : null;

/** The selfie as the browser holds it, for cutting out its faces; released when replaced. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * Selfie search on an activity page: uploading (n %), then 辨識中 until the server answers, then
 * the face used (another one can be picked), the photos best match first with their similarity,
 * 不是我 and 移除我的臉 for members, the bundle offer (below the search boxes), and following the face
 * searched for (with consent), above all when nothing was found yet.
 */
export function FaceSearchPanel({
  activityId,
  followsEndAt,
  onNeighbours,
  onSearched,
}: {
  activityId: number;
  /** When the activity's follows end; absent once they have: no offer to follow the selfie. */
  followsEndAt?: string;
  onNeighbours: (id: number) => void;
  /** The kept search and the face searched for, once answered (for merging with a bib). */
  onSearched?: (search: { faceSearchId: string; faceIndex: number }) => void;
}) {
  const { t } = useTranslation('catalogue');
  const session = useSession();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFaceSearch();
  const [file, setFile] = useState<File | null>(null);
  const selfieUrl = useObjectUrl(file);
  const [faceIndex, setFaceIndex] = useState(0);
  const [page, setPage] = useState(1);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const searchId = upload.data?.searchId;
  const results = useFaceSearchPage(searchId, faceIndex, page);
  const notMe = useNotMe(searchId);
  const answeredFace = results.data?.faceIndex;
  useEffect(() => {
    if (searchId !== undefined && answeredFace !== undefined)
      onSearched?.({ faceSearchId: searchId, faceIndex: answeredFace });
  }, [searchId, answeredFace, onSearched]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const reason = selfieProblem(chosen);
    setProblem(reason && t(`face.${reason}`));
    if (reason) return;
    setFile(chosen);
    setFaceIndex(0);
    setPage(1);
    setPercent(0);
    upload.mutate({ activityId, file: chosen, onProgress: (p) => setPercent(p.percent) });
  };

  const failure =
    problem ??
    failureText(upload.error, t('face.failed')) ??
    failureText(results.error, t('face.failed')) ??
    failureText(notMe.error, t('face.failed'));
  const result = results.data;
  const showResults = result && !upload.isPending && !upload.isError && !problem;
  // A new selfie or face is a new offer (its own consent).
  const followSelfie = result && followsEndAt && (
    <FollowSelfieControl
      key={`${result.searchId}:${result.faceIndex}`}
      searchId={result.searchId}
      faceIndex={result.faceIndex}
      followsEndAt={followsEndAt}
    />
  );

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
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {file ? t('face.chooseAnother') : t('face.choose')}
        </Button>
        <Typography.Paragraph type="secondary" className="face-privacy">
          <LockOutlined /> {t('face.privacy')}
        </Typography.Paragraph>
        {upload.isPending &&
          (percent < 100 ? (
            <Progress percent={percent} status="active" aria-label={t('face.uploading')} />
          ) : (
            // The picture is up: the server is finding its faces and matching them.
            <div className="face-recognising" role="status">
              <Spin size="small" /> {t('face.recognising')}
            </div>
          ))}
        {failure && <Alert type="error" showIcon title={failure} role="alert" />}
      </section>
      {/* The results take the whole width under both search boxes. */}
      {showResults && (
        <div className="face-results">
          {selfieUrl && (
            <SelfieFaces
              src={selfieUrl}
              faces={result.faces}
              chosen={result.faceIndex}
              onPick={(index) => {
                setFaceIndex(index);
                setPage(1);
              }}
            />
          )}
          {results.isFetching && <Spin size="small" />}
          {result.totalCount === 0 ? (
            <Empty description={t('face.noMatch')}>{followSelfie}</Empty>
          ) : (
            <>
              <BundleOfferBar activityId={activityId} search={{ faceSearchId: result.searchId }} />
              <Typography.Paragraph strong>{t('face.found', { count: result.totalCount })}</Typography.Paragraph>
              <FaceMatchResults
                photos={result.items}
                onNeighbours={onNeighbours}
                onNotMe={session ? (photoId) => notMe.mutate(photoId) : undefined}
                notMePending={notMe.isPending ? notMe.variables : undefined}
              />
              <Pager page={page} pageSize={FACE_PAGE_SIZE} total={result.totalCount} onChange={setPage} />
              {followSelfie}
            </>
          )}
          {session && file && <HideMeControl activityId={activityId} file={file} />}
        </div>
      )}
    </>
  );
}
