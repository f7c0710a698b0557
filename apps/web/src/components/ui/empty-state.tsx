import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  hint: string;
  children?: ReactNode;
}

export function EmptyState({ icon, title, hint, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon">{icon}</span>
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__hint">{hint}</p>
      {children}
    </div>
  );
}
