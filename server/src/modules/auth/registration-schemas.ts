import Type from 'typebox';
import { Email } from '../../shared/domain/email.ts';
import { RequiredText } from '../../lib/schema-types.ts';
import { loginFields } from '../../shared/login.ts';

const Password = Type.String({ minLength: 1, maxLength: 128 });

export const SendCodeBody = Type.Object({ email: Email });
export const SendCodeResult = Type.Object({ expireInSeconds: Type.Integer(), resendAfterSeconds: Type.Integer() });

export const RegisterBody = Type.Object({
  email: Email,
  code: Type.String({ pattern: '^\\d{6}$' }),
  displayName: RequiredText(64),
  password: Password,
});
/** The new member, logged in: the same session a login answers, and the address registered. */
export const RegisterResult = Type.Object({ ...loginFields, email: Type.String() });

export const ForgotPasswordBody = Type.Object({ email: Email });
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 128 }),
  newPassword: Password,
});
export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password });
