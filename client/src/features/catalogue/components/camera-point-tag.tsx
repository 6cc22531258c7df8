import { useTranslation } from 'react-i18next';

/** Where on the course an album was shot; nothing when the photographer did not say. */
export function CameraPointTag({ cameraPoint }: { cameraPoint: string | null }) {
  const { t } = useTranslation('catalogue');
  if (!cameraPoint) return null;
  return (
    <span className="camera-point-tag" title={t('cameraPoint')}>
      <span className="visually-hidden">{t('cameraPoint')}: </span>
      {cameraPoint}
    </span>
  );
}
