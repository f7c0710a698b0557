import { describe, expect, it } from 'vitest';
import {
  checkSupportMessage,
  checkSupportTicket,
  supportMessageLengthMax,
  supportReplyLengthMax,
} from './check-support-message';

const question = 'My deposit was paid but the balance did not change.';

describe('a message to support', () => {
  it('keeps what the player wrote, trimmed, with uniform line breaks', () => {
    expect(checkSupportMessage(`  ${question}\r\nOrder SD123.\r  `)).toEqual({
      ok: true,
      text: `${question}\nOrder SD123.`,
    });
  });

  it('needs ten characters, counting accented letters and emoji as one each', () => {
    expect(checkSupportMessage('   ajuda   ')).toEqual({
      ok: false,
      refusal: 'ticket_message_too_short',
    });
    expect(checkSupportMessage('não caiu 😢').ok).toBe(true);
    expect(checkSupportMessage('ãããããããããã').ok).toBe(true);
  });

  it('takes at most 2000 characters', () => {
    expect(checkSupportMessage('a'.repeat(supportMessageLengthMax)).ok).toBe(true);
    expect(checkSupportMessage('ç'.repeat(supportMessageLengthMax + 1))).toEqual({
      ok: false,
      refusal: 'ticket_message_too_long',
    });
  });

  it('refuses invisible control characters, U+0000 among them, but not tabs and line breaks', () => {
    for (const text of [`${question}\u0000`, `${question}\u0007`, `${question}\u001b[31m`]) {
      expect(checkSupportMessage(text)).toEqual({ ok: false, refusal: 'ticket_message_invalid' });
    }
    expect(checkSupportMessage(`${question}\n\tThanks`).ok).toBe(true);
  });

  it('lets staff write a short or a long reply within their own bounds', () => {
    const staffBounds = { lengthMin: 1, lengthMax: supportReplyLengthMax };
    expect(checkSupportMessage('Done.', staffBounds)).toEqual({ ok: true, text: 'Done.' });
    expect(checkSupportMessage(' ', staffBounds).ok).toBe(false);
    expect(checkSupportMessage('a'.repeat(supportReplyLengthMax + 1), staffBounds).ok).toBe(false);
  });
});

describe('a new support request', () => {
  it('needs one of the form’s topics, judged before the message', () => {
    expect(checkSupportTicket({ topic: 'deposit', message: question })).toEqual({
      ok: true,
      topic: 'deposit',
      message: question,
    });
    for (const topic of ['', 'Deposit', 'refund', 'toString']) {
      expect(checkSupportTicket({ topic, message: 'short' })).toEqual({
        ok: false,
        refusal: 'ticket_topic_invalid',
      });
    }
    expect(checkSupportTicket({ topic: 'other', message: 'short' })).toEqual({
      ok: false,
      refusal: 'ticket_message_too_short',
    });
  });
});
