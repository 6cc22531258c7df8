import { Alert, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session.ts';
import { UploadPanel } from './upload-panel.tsx';
import './upload.css';

export interface ChosenAlbum {
  coId: number;
  name: string;
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

/**
 * Both upload pages: choose the album (each page its own way), then drop files and follow the
 * queue. A photographer uploads only into their own albums: another photographer's id in the
 * address is dropped (the server refuses foreign albums anyway).
 */
export function UploadWorkflow({ basePath, title, intro, other, chooser }: Props) {
  const { t } = useTranslation('photographer-upload');
  const { photographerId } = useParams();
  const location = useLocation();
  const session = useSession();
  const [album, setAlbum] = useState<ChosenAlbum>();

  if (photographerId && photographerId !== String(session?.user.userId)) {
    return <Navigate to={`${basePath}${location.search}`} replace />;
  }

  return (
    <>
      <Typography.Title level={1} className="upload-page-title">
        {title}
      </Typography.Title>
      <Typography.Paragraph>
        {intro} <Link to={other.path}>{other.label}</Link>
      </Typography.Paragraph>
      {album ? (
        <>
          <Alert type="info" showIcon title={t('album.chosen', { name: album.name })} style={{ marginBottom: 16 }} />
          <UploadPanel key={album.coId} coId={album.coId} />
        </>
      ) : (
        chooser(setAlbum)
      )}
    </>
  );
}
