import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { usePageTitleOverride } from '../../lib/page-title.ts';
import { useFootPages } from '../../lib/stores/footer-store.ts';
import type { RouteHandle } from '../../lib/route-handle.ts';

function setMetaDescription(text: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Keeps document.title and the description in step with the route and the language (spec §2). */
export function DocumentTitle() {
  const { t, i18n } = useTranslation();
  const handle = useMatches().findLast((match) => match.handle)?.handle as RouteHandle | undefined;
  const override = usePageTitleOverride();
  const footPages = useFootPages();

  useEffect(() => {
    const site = t('siteName');
    const footTitle =
      handle?.requestUrl !== undefined
        ? footPages.find((page) => page.sgL_RequestUrl.toLowerCase() === handle.requestUrl?.toLowerCase())?.title
        : undefined;
    const pageTitle =
      override ??
      footTitle ??
      (handle?.title ? handle.title[i18n.language === 'en' ? 1 : 0] : handle?.titleKey && t(handle.titleKey));
    document.title = handle?.home && !override ? t('homeTitle') : pageTitle ? `${pageTitle} | ${site}` : site;
    setMetaDescription(handle?.home ? t('homeDescription') : t('siteDescription'));
  }, [t, i18n.language, handle, override, footPages]);

  return null;
}
