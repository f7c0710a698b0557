import type { ReactNode } from 'react';

/** A screen's title and, beside it, what filters or acts on the whole screen. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children && <div className="page-tools">{children}</div>}
    </header>
  );
}
