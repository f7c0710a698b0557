import type { ReactNode } from 'react';
import './policy-document.css';

export interface PolicySection {
  id: string;
  title: string;
  text: string;
  /** A way onward under the text (a link), where the section has one. */
  extra?: ReactNode;
}

/** A page of rules in plain words: an introduction, then one short section per subject. */
export function PolicyDocument({
  intro,
  sections,
  testId,
}: {
  intro: string;
  sections: readonly PolicySection[];
  testId: string;
}) {
  return (
    <article className="policy-document" data-testid={testId}>
      <p className="lead policy-document__intro">{intro}</p>
      {sections.map((section) => (
        <section
          key={section.id}
          className="card policy-document__section"
          aria-labelledby={`policy-${section.id}`}
          data-testid={`policy-${section.id}`}
        >
          <h2 id={`policy-${section.id}`} className="policy-document__title">
            {section.title}
          </h2>
          <p className="policy-document__text">{section.text}</p>
          {section.extra}
        </section>
      ))}
    </article>
  );
}
