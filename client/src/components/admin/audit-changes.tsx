import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A recorded value as text: '—' for none, strings as they are, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One audit row's changed fields, each as `field: before → after`. */
export function AuditChanges({ changes }: { changes: Record<string, unknown[]> }) {
  const { t } = useTranslation('admin-audit');
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Typography.Text type="secondary">{t('noFields')}</Typography.Text>;
  return (
    <ul className="audit-changes">
      {fields.map(([field, [before, after]]) => (
        <li key={field}>
          <Typography.Text code>{field}</Typography.Text>{' '}
          <Typography.Text delete={before !== null} type="secondary">
            {shown(before)}
          </Typography.Text>
          {' → '}
          <Typography.Text>{shown(after)}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
