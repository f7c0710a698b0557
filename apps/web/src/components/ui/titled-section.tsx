import type { ReactNode } from 'react';

interface TitledSectionProps {
  /** The heading's id; the section is labelled by it, so a screen reader names the region. */
  titleId: string;
  title: ReactNode;
  className: string;
  /** The look of the heading: the shared `section-title` unless the section styles its own. */
  titleClassName?: string;
  testId?: string;
  children: ReactNode;
}

/** A region of a page named by its own second-level heading (a card on /mine, /security, …). */
export function TitledSection({
  titleId,
  title,
  className,
  titleClassName = 'section-title',
  testId,
  children,
}: TitledSectionProps) {
  return (
    <section className={className} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
