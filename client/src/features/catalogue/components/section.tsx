import type { ReactNode } from 'react';

/** A titled block of a page, with an optional link or control on the right. */
export function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="catalogue-section" aria-label={title}>
      <header className="catalogue-section-header">
        {/* A plain heading: antd's Typography would weigh on the home page's first load. */}
        <h2 className="catalogue-section-title">{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
