import { useTranslation } from 'react-i18next';
import { NewAlbumForm } from '../components/new-album-form.tsx';
import { UploadWorkflow } from '../components/upload-workflow.tsx';

/** /uploadPhoto: a new album for an activity, then the whole race into it. */
export default function NewAlbumUploadPage() {
  const { t } = useTranslation('photographer-upload');
  return (
    <UploadWorkflow
      basePath="/uploadPhoto"
      title={t('newAlbum.title')}
      intro={t('newAlbum.intro')}
      other={{ path: '/uploadPhoto2', label: t('newAlbum.toExisting') }}
      chooser={(choose) => <NewAlbumForm onChosen={choose} />}
    />
  );
}
