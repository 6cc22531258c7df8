import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { HOME_PATH, loginUrl } from '../lib/navigation.ts';
import { notify } from '../lib/notify.ts';
import { getSession } from '../lib/session.ts';
import type { Access } from './routes.ts';

/**
 * A route guard (spec §6) as a loader, so it decides before the page's code is even fetched.
 * `previousPath` is the page on screen when the navigation started (null on the first load):
 * a member who is not a certified photographer stays there.
 */
export function guardLoader(access: Exclude<Access, 'public'>, previousPath: () => string | null) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const user = getSession()?.user;

    if (access === 'admin') {
      if (user?.isAdmin) return null;
      notify.warning(i18n.t('guard.admin'));
      throw redirect(loginUrl(target));
    }
    if (!user) {
      notify.warning(i18n.t('guard.login'));
      throw redirect(loginUrl(target));
    }
    if (access === 'photographer' && !user.photographerAuth) {
      notify.warning(i18n.t('guard.photographer'));
      const previous = previousPath();
      // Cancelling = going back to where we are, without a new history entry.
      throw replace(previous && previous !== target ? previous : HOME_PATH);
    }
    return null;
  };
}
