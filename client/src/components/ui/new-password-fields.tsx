import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { confirmPasswordRules, newPasswordRules, PASSWORD_MAX_LENGTH } from '../../lib/form-rules.ts';

interface NewPasswordFieldsProps {
  /** The form field that holds the new password; its repeat is always the field `confirm`. */
  name: string;
  label: ReactNode;
  confirmLabel: ReactNode;
  hint: ReactNode;
}

/**
 * A new password and its repeat (registration, reset, change), checked by the rules the server
 * applies, so a weak or mistyped password never leaves the form.
 */
export function NewPasswordFields({ name, label, confirmLabel, hint }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name={name} label={label} extra={hint} rules={newPasswordRules()}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="confirm" label={confirmLabel} dependencies={[name]} rules={confirmPasswordRules(name)}>
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
