import Type from 'typebox';
import { Email } from '../../shared/domain/email.ts';
import { RequiredText } from '../../lib/schema-types.ts';

const Password = Type.String({ minLength: 1, maxLength: 128 });

export const SendCodeBody = Type.Object({ email: Email });
export const SendCodeResult = Type.Object({ expireInSeconds: Type.Integer(), resendAfterSeconds: Type.Integer() });

export const RegisterBody = Type.Object({
  email: Email,
  code: Type.String({ pattern: '^\\d{6}$' }),
  displayName: RequiredText(64),
  password: Password,
});
export const RegisterResult = Type.Object({ userId: Type.Integer(), email: Type.String() });

export const ForgotPasswordBody = Type.Object({ email: Email });
export const ResetPasswordBody = Type.Object({
  token: Type.String({ minLength: 20, maxLength: 128 }),
  newPassword: Password,
});
export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password });
