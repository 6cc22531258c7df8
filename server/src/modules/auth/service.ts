import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { localized, type Culture } from '../../lib/i18n.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { normaliseEmail } from '../../shared/domain/email.ts';
import { showsMenu } from '../../shared/menu-visibility.ts';

const invalidCredentials = () => new AppError('BadRequest', 'auth.invalidCredentials');

/** Checks e-mail and password; an unknown e-mail and a wrong password look the same to the caller. */
export async function authenticate(app: FastifyInstance, email: string, password: string) {
  const user = await app.db.user.findUnique({ where: { email: normaliseEmail(email) } });
  if (!user) {
    await verifyPassword(await decoyPasswordHash(), password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  if (!user.isActive) throw new AppError('Suspended', 'error.accountSuspended');
  await app.db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return user;
}

/** The admin's permissions and the back-office menu entries they open, in the caller's language. */
export async function adminProfile(app: FastifyInstance, userId: number, culture: Culture) {
  const roles = await app.db.userRole.findMany({
    where: { userId },
    select: {
      role: {
        select: {
          permissions: { select: { permissionName: true } },
          menus: { select: { menuId: true, hidden: true } },
        },
      },
    },
  });
  const permissions = [...new Set(roles.flatMap((r) => r.role.permissions.map((p) => p.permissionName)))].sort();
  const menus = await app.db.menu.findMany({ orderBy: [{ sort: 'asc' }, { id: 'asc' }] });
  // An entry shows when one of the admin's roles shows it; an admin without a role sees the open entries.
  const rules = roles.length > 0 ? roles.map((r) => r.role) : [{ permissions: [], menus: [] }];
  const visible = menus.filter((m) => rules.some((role) => showsMenu(role, m)));
  type MenuRow = (typeof menus)[number];
  const childrenOf = (parent: MenuRow) => visible.filter((m) => m.parentId === parent.id);
  const entry = (m: MenuRow) => ({
    key: m.key,
    title: localized(culture, m.title, m.titleEn),
    path: m.path,
    icon: m.icon,
  });
  const page = (m: MenuRow) => ({ ...entry(m), children: childrenOf(m).map(entry) });
  return {
    permissions,
    menus: visible
      .filter((m) => m.parentId === null)
      .map((section) => ({ ...entry(section), children: childrenOf(section).map(page) }))
      // A section with nothing the admin may open is left out.
      .filter((section) => section.path !== null || section.children.length > 0),
  };
}
