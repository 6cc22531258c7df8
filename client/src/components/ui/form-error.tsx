import { Alert } from 'antd';

/**
 * The server's answer to a failed form submit (request calls made with `silent`), shown next to
 * the form until the next try.
 */
export function FormError({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={error.message} role="alert" style={{ marginBottom: 16 }} />;
}
