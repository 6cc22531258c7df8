import { useTranslation } from 'react-i18next';

/**
 * Why processing failed, in the reader's language, from the server's code. Admins also get the
 * technical detail (the image library's words), folded away until asked for.
 */
export function PhotoFailureText({ code, detail }: { code: string | null; detail?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`photoFailure.${code ?? 'processing-error'}`, { defaultValue: t('photoFailure.processing-error') })}
      {detail && (
        <details className="photo-failure-detail">
          <summary>{t('photoFailure.technicalDetail')}</summary>
          <code>{detail}</code>
        </details>
      )}
    </>
  );
}
