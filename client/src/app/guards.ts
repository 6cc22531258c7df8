import { redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { i18n } from '../lib/i18n.ts';
import { HOME_PATH, loginUrl } from '../lib/navigation.ts';
import { notify } from '../lib/notify.ts';
import { refreshRights } from '../lib/current-rights.ts';
import { getSession, type SessionUser } from '../lib/session.ts';
import type { Access } from './routes.ts';

/**
 * A route guard (spec §6) as a loader, so it decides before the page's code is even fetched.
 * `previousPath` is the page on screen when the navigation started (null on the first load):
 * a member who is not a certified photographer stays there. Before refusing a signed-in user, it
 * reads their rights again: an approval since the login (the approval e-mail's link) lets them in.
 */
export function guardLoader(access: Exclude<Access, 'public'>, previousPath: () => string | null) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    let user = getSession()?.user;
    const refused = (them: SessionUser) =>
      access === 'admin' ? !them.isAdmin : access === 'photographer' && !them.photographerAuth;
    if (user && refused(user)) user = (await refreshRights()) ?? user;

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
