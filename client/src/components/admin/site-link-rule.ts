import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The server's rule for where a banner or a header link leads: a web address or a path of this
 * site. Never javascript:, and never //host (a path in looks, another site in fact).
 */
const SITE_LINK = /^(https?:\/\/[^\s/]\S*|\/(?!\/)\S*)$/;

export const siteLinkRule = (t: TFunction): Rule => ({
  pattern: SITE_LINK,
  message: t('common:adminForm.siteLinkInvalid'),
});
