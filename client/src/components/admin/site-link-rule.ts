import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { SITE_LINK } from '../../lib/site-link.ts';

/** The server's rule for where a banner or a header link leads: a web address or a path of this site. */
export const siteLinkRule = (t: TFunction): Rule => ({
  pattern: SITE_LINK,
  message: t('common:adminForm.siteLinkInvalid'),
});
