import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled block of a page, with an optional link or control on the right. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="catalogue-section" aria-label={title}>
      <header className="catalogue-section-header">
        <Typography.Title level={2}>{title}</Typography.Title>
        {extra}
      </header>
      {children}
    </section>
  );
}
