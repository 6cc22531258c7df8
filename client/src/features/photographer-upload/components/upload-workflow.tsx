import { Alert, Button, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useSession } from '../../../lib/session.ts';
import { useMyAlbums } from '../api/albums.ts';
import { UploadPanel } from './upload-panel.tsx';
import './upload.css';

export interface ChosenAlbum {
  coId: number;
  activityId: number;
}

interface Props {
  /** The page's path without the optional photographer id. */
  basePath: '/uploadPhoto' | '/uploadPhoto2';
  title: string;
  intro: string;
  other: { path: string; label: string };
  /** Step 1: how the album is chosen. */
  chooser: (choose: (album: ChosenAlbum) => void) => ReactNode;
}

const idParam = (value: string | null) => Number(value) || undefined;

/**
 * Both upload pages: choose the album (each page its own way), then drop files and follow the
 * queue. The chosen album and its activity live in the address (`?activityId=&coId=`), so a
 * reload comes back to the same album, ready for the same folder again, instead of inviting a
 * second album. A photographer uploads only into their own albums: another photographer's id in
 * the address is dropped, and an album not among theirs is chosen again (the server refuses
 * foreign albums anyway).
 */
export function UploadWorkflow({ basePath, title, intro, other, chooser }: Props) {
  const { t } = useTranslation('photographer-upload');
  const { photographerId } = useParams();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const coId = idParam(search.get('coId'));
  const activityId = idParam(search.get('activityId'));
  const albums = useMyAlbums(activityId);
  const album = coId === undefined ? undefined : albums.data?.items.find((a) => a.id === coId);

  if (photographerId && photographerId !== String(session?.user.userId)) {
    return <Navigate to={`${basePath}${location.search}`} replace />;
  }

  const choose = (chosen: ChosenAlbum) =>
    setSearch({ activityId: String(chosen.activityId), coId: String(chosen.coId) }, { replace: true });

  const step = () => {
    if (coId === undefined) return chooser(choose);
    // Just created, the album is in the list being fetched again.
    if (albums.isPending || (!album && albums.isFetching)) return <Skeleton active />;
    if (albums.isError) return <LoadError error={albums.error} onRetry={() => void albums.refetch()} />;
    if (!album) return chooser(choose);
    return (
      <>
        <Alert
          type="info"
          showIcon
          title={t('album.chosen', { name: album.name })}
          action={
            <Button size="small" type="link" onClick={() => setSearch({})}>
              {t('album.change')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
        <UploadPanel key={album.id} coId={album.id} />
      </>
    );
  };

  return (
    <>
      <Typography.Title level={1} className="upload-page-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph>
        {intro} <Link to={other.path}>{other.label}</Link>
      </Typography.Paragraph>
      {step()}
    </>
  );
}
