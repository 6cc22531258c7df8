import Type from 'typebox';
import { Email } from '../../shared/domain/email.ts';
import { loginFields, signedInUserFields } from '../../shared/login.ts';

export const LoginBody = Type.Object({
  userNameOrEmailAddress: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  rememberClient: Type.Optional(Type.Boolean()),
});

const menuEntry = {
  key: Type.String(),
  title: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  icon: Type.Union([Type.String(), Type.Null()]),
};
// The back-office menu is three levels deep at most (section → page → sub-page).
const MenuPage = Type.Object({ ...menuEntry, children: Type.Array(Type.Object(menuEntry)) });
const MenuItem = Type.Object({ ...menuEntry, children: Type.Array(MenuPage) });

const adminProfileFields = {
  permissions: Type.Array(Type.String()),
  menus: Type.Array(MenuItem),
};

export const AdminProfile = Type.Object(adminProfileFields);

export const AdminLoginResult = Type.Object({ ...loginFields, ...adminProfileFields });

/** The signed-in user's rights as they are now; an admin's permissions too. */
export const CurrentLoginInformation = Type.Object({
  ...signedInUserFields,
  permissions: Type.Optional(Type.Array(Type.String())),
});
