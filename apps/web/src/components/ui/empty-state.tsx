import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  hint: string;
  /** `h1` where it is the page's own heading (a page that could not load). */
  titleLevel?: 'h1' | 'p';
  children?: ReactNode;
}

/** Nothing to show yet, said plainly, with what to do next as its children. */
export function EmptyState({ icon, title, hint, titleLevel = 'p', children }: EmptyStateProps) {
  const Title = titleLevel;
  return (
    <div className="empty-state">
      {icon ? (
        <span className="empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Title
        className="empty-state__title"
        data-testid={titleLevel === 'h1' ? 'page-title' : undefined}
      >
        {title}
      </Title>
      <p className="empty-state__hint">{hint}</p>
      {children}
    </div>
  );
}
