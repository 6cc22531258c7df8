import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './auth.css';

/** The centred card every login, registration and password page sits in. */
export function AuthCard({
  title,
  intro,
  top,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  /** Above the title (the registration steps). */
  top?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth-page">
      <Card className="auth-card">
        {top}
        <Typography.Title level={1} className="auth-title">
          {title}
        </Typography.Title>
        {intro && <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>}
        {children}
        {footer && <div className="auth-footer">{footer}</div>}
      </Card>
    </div>
  );
}
