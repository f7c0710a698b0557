import { describe, expect, it } from 'vitest';
import { checkClabeField } from './check-clabe-field';
import { checkDebitCardField } from './check-debit-card-field';
import { checkDigitsField } from './check-digits-field';
import { checkEgyptIbanField } from './check-egypt-iban-field';

describe('checkClabeField', () => {
  it('accepts the published CLABE, with or without spaces, and stores its digits', () => {
    expect(checkClabeField('032180000118359719')).toEqual({
      ok: true,
      value: '032180000118359719',
    });
    expect(checkClabeField('032 180 00011835971 9').ok).toBe(true);
  });

  it('refuses the published CLABE with a wrong check digit, and other lengths', () => {
    expect(checkClabeField('032180000118359710')).toEqual({ ok: false, error: 'clabe_invalid' });
    expect(checkClabeField('03218000011835971').ok).toBe(false);
    expect(checkClabeField('03218000011835971X').ok).toBe(false);
  });
});

describe('checkDebitCardField', () => {
  it('accepts a 16-digit card that passes Luhn and stores its digits', () => {
    expect(checkDebitCardField('4111 1111 1111 1111')).toEqual({
      ok: true,
      value: '4111111111111111',
    });
    expect(checkDebitCardField('5555-5555-5555-4444').ok).toBe(true);
  });

  it('refuses a failed Luhn check and any length but 16 with card_invalid', () => {
    expect(checkDebitCardField('4111111111111112')).toEqual({ ok: false, error: 'card_invalid' });
    expect(checkDebitCardField('378282246310005').ok).toBe(false);
    expect(checkDebitCardField('41111111111111111').ok).toBe(false);
    expect(checkDebitCardField('4111 1111 1111 111x').ok).toBe(false);
  });
});

describe('checkDigitsField', () => {
  const tenToTwelve = { digitsMin: 10, digitsMax: 12 };

  it('accepts digits within the length and stores them without separators', () => {
    expect(checkDigitsField('123-456 7890', tenToTwelve, 'account_number_invalid')).toEqual({
      ok: true,
      value: '1234567890',
    });
    expect(checkDigitsField('123456789012', tenToTwelve, 'account_number_invalid').ok).toBe(true);
  });

  it('refuses other lengths, letters and all zeros with the error it is given', () => {
    for (const input of ['123456789', '1234567890123', '12345678a0', '0000000000', '']) {
      expect(checkDigitsField(input, tenToTwelve, 'bank_code_invalid'), input).toEqual({
        ok: false,
        error: 'bank_code_invalid',
      });
    }
  });
});

describe('checkEgyptIbanField', () => {
  it("accepts the IBAN registry's Egyptian example, typed with spaces or in lower case", () => {
    expect(checkEgyptIbanField('EG38 0019 0005 0000 0000 2631 8000 2')).toEqual({
      ok: true,
      value: 'EG380019000500000000263180002',
    });
    expect(checkEgyptIbanField('eg380019000500000000263180002').ok).toBe(true);
  });

  it("refuses a wrong check, a wrong length and another country's valid IBAN", () => {
    expect(checkEgyptIbanField('EG380019000500000000263180003')).toEqual({
      ok: false,
      error: 'iban_invalid',
    });
    expect(checkEgyptIbanField('EG38001900050000000026318000').ok).toBe(false);
    expect(checkEgyptIbanField('DE89370400440532013000').ok).toBe(false);
  });
});
