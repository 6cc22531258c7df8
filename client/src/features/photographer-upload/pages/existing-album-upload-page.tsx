import { useTranslation } from 'react-i18next';
import { AlbumPicker } from '../components/album-picker.tsx';
import { UploadWorkflow } from '../components/upload-workflow.tsx';

/** /uploadPhoto2: more photos into one of the photographer's albums (`?coId=` from My work picks it). */
export default function ExistingAlbumUploadPage() {
  const { t } = useTranslation('photographer-upload');
  return (
    <UploadWorkflow
      basePath="/uploadPhoto2"
      title={t('existingAlbum.title')}
      intro={t('existingAlbum.intro')}
      other={{ path: '/uploadPhoto', label: t('existingAlbum.toNew') }}
      chooser={(choose) => <AlbumPicker onChosen={choose} />}
    />
  );
}
