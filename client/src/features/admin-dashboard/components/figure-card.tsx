import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One figure of the dashboard, opening the page that handles it; none when the role may not see it (null). */
export function FigureCard({
  title,
  value,
  to,
  prefix,
  alert = false,
}: {
  title: string;
  value: number | null;
  to: string;
  prefix?: ReactNode;
  /** Drawn in red when above zero (failures). */
  alert?: boolean;
}) {
  if (value === null) return null;
  return (
    <Link to={to} className="dashboard-figure">
      <Card size="small" hoverable>
        <Statistic
          title={title}
          value={value}
          prefix={prefix}
          styles={alert && value > 0 ? { content: { color: '#cf1322' } } : undefined}
        />
      </Card>
    </Link>
  );
}
