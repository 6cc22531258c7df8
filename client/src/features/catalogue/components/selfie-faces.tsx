import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaceBox } from '../api/face-search.ts';

/**
 * One face of the selfie the browser still holds, cut out by CSS from its object URL: the picture
 * is scaled so the box fills the square (the server answers boxes as fractions of the picture).
 */
export function FaceCrop({ src, box, label }: { src: string; box: FaceBox; label: string }) {
  const at = (start: number, length: number) => (length < 1 ? (start / (1 - length)) * 100 : 0);
  const style: CSSProperties = {
    backgroundImage: `url("${src}")`,
    backgroundSize: `${100 / box.width}% ${100 / box.height}%`,
    backgroundPosition: `${at(box.x, box.width)}% ${at(box.y, box.height)}%`,
  };
  return <span className="face-crop" role="img" aria-label={label} style={style} />;
}

/** The face searched for and, when the selfie has several, the others to search for instead. */
export function SelfieFaces({
  src,
  faces,
  chosen,
  onPick,
}: {
  src: string;
  faces: FaceBox[];
  chosen: number;
  onPick: (faceIndex: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  const face = faces[chosen];
  if (!face) return null;
  return (
    <div className="selfie-faces">
      <FaceCrop src={src} box={face} label={t('face.usedFace')} />
      {faces.length > 1 && (
        <div className="selfie-face-picker" role="group" aria-label={t('face.pickAnother')}>
          <span>{t('face.pickAnother')}</span>
          {faces.map((other, index) => (
            <button
              key={index}
              type="button"
              className="selfie-face-choice"
              aria-pressed={index === chosen}
              onClick={() => onPick(index)}
            >
              <FaceCrop src={src} box={other} label={t('face.faceNumber', { n: index + 1 })} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
