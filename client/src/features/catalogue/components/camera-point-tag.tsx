import { useRepeatedT } from '../../../lib/i18n.ts';

/** Where on the course an album was shot; nothing when the photographer did not say. */
export function CameraPointTag({ cameraPoint }: { cameraPoint: string | null }) {
  const t = useRepeatedT('catalogue');
  if (!cameraPoint) return null;
  return (
    <span className="camera-point-tag" title={t('cameraPoint')}>
      <span className="visually-hidden">{t('cameraPoint')}: </span>
      {cameraPoint}
    </span>
  );
}
