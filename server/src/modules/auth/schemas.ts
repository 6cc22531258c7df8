import Type from 'typebox';

export const EMAIL_PATTERN = '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$';
export const Email = Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 });

export const LoginBody = Type.Object({
  userNameOrEmailAddress: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
  rememberClient: Type.Optional(Type.Boolean()),
});

const loginFields = {
  accessToken: Type.String(),
  expireInSeconds: Type.Integer(),
  userId: Type.Integer(),
  isAdmin: Type.Boolean(),
  photographerAuth: Type.Boolean(),
  photographerAuthStatus: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.Union([Type.String(), Type.Null()]),
};

export const LoginResult = Type.Object(loginFields);

const menuEntry = {
  key: Type.String(),
  title: Type.String(),
  path: Type.Union([Type.String(), Type.Null()]),
  icon: Type.Union([Type.String(), Type.Null()]),
};
// The back-office menu is three levels deep at most (section → page → sub-page).
const MenuPage = Type.Object({ ...menuEntry, children: Type.Array(Type.Object(menuEntry)) });
const MenuItem = Type.Object({ ...menuEntry, children: Type.Array(MenuPage) });

export const AdminLoginResult = Type.Object({
  ...loginFields,
  permissions: Type.Array(Type.String()),
  menus: Type.Array(MenuItem),
});
