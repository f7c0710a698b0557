import { useTranslate } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import './faq-list.css';

const questions: readonly { id: string; question: MessageKey; answer: MessageKey }[] = [
  { id: 'deposit', question: 'faq.deposit.q', answer: 'faq.deposit.a' },
  { id: 'withdraw', question: 'faq.withdraw.q', answer: 'faq.withdraw.a' },
  { id: 'stages', question: 'faq.stages.q', answer: 'faq.stages.a' },
  { id: 'fees', question: 'faq.fees.q', answer: 'faq.fees.a' },
  { id: 'limits', question: 'faq.limits.q', answer: 'faq.limits.a' },
];

/** Native <details>: keyboard and screen-reader friendly without any script. */
export function FaqList() {
  const t = useTranslate();
  return (
    <div className="faq-list">
      {questions.map(({ id, question, answer }) => (
        <details key={id} className="faq" data-testid={`faq-${id}`}>
          <summary className="faq__question">{t(question)}</summary>
          <p className="faq__answer">{t(answer)}</p>
        </details>
      ))}
    </div>
  );
}
