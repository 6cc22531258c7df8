import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AlbumPicker } from '../components/album-picker.tsx';
import { UploadWorkflow } from '../components/upload-workflow.tsx';

/** /uploadPhoto2: more photos into one of the photographer's albums (`?coId=` from My work). */
export default function ExistingAlbumUploadPage() {
  const { t } = useTranslation('photographer-upload');
  const [search] = useSearchParams();
  const coId = Number(search.get('coId')) || undefined;
  return (
    <UploadWorkflow
      basePath="/uploadPhoto2"
      title={t('existingAlbum.title')}
      intro={t('existingAlbum.intro')}
      other={{ path: '/uploadPhoto', label: t('existingAlbum.toNew') }}
      chooser={(choose) => <AlbumPicker onChosen={choose} initialCoId={coId} />}
    />
  );
}
