import { Alert } from 'antd';

/** The server's answer to a failed submit, kept next to the form until the next try. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return <Alert className="auth-error" type="error" showIcon title={error.message} role="alert" />;
}
