import { describe, expect, it } from 'vitest';
import { checkAgeSetup, fullYearsBetween, parseCalendarDate } from './check-age-setup';

const adult = { username: 'maria_silva', birthDate: '1990-05-17', termsAccepted: true };
const rules = { today: '2026-11-23', minimumAge: 18 };

describe('the 18+ setup', () => {
  it('accepts an adult with a username of 3 to 15 characters and the terms ticked', () => {
    expect(checkAgeSetup(adult, rules)).toEqual({
      ok: true,
      username: 'maria_silva',
      birthDate: '1990-05-17',
    });
    expect(checkAgeSetup({ ...adult, username: '  Zé1  ' }, rules)).toMatchObject({
      ok: true,
      username: 'Zé1',
    });
    expect(checkAgeSetup({ ...adult, username: 'a'.repeat(15) }, rules).ok).toBe(true);
  });

  it('refuses usernames shorter than 3, longer than 15 or with spaces inside', () => {
    for (const username of ['', 'ab', '  ab  ', 'a'.repeat(16), 'ana maria', 'tab\there']) {
      expect(checkAgeSetup({ ...adult, username }, rules)).toEqual({
        ok: false,
        refusal: 'username_invalid',
      });
    }
  });

  it('takes letters of any script, digits and _ . - only: no emoji, symbols or invisible marks', () => {
    for (const username of ['ana.maria', 'joão-1', 'Nguyễn_Văn', 'محمد', 'Zé_2026']) {
      expect(checkAgeSetup({ ...adult, username }, rules).ok, username).toBe(true);
    }
    for (const username of ['😀😀😀🎰', 'ana😀', 'ana@maria', 'a<b>c', 'ana\u200bmaria', '$$$']) {
      expect(checkAgeSetup({ ...adult, username }, rules), username).toEqual({
        ok: false,
        refusal: 'username_invalid',
      });
    }
  });

  it('counts characters, not bytes: three accented letters are enough', () => {
    expect(checkAgeSetup({ ...adult, username: 'ção' }, rules).ok).toBe(true);
  });

  it('asks for a date of birth when it is missing, not a real day, in the future or before 1900', () => {
    for (const birthDate of ['', '17/05/1990', '1990-02-30', '2027-01-01', '1899-12-31']) {
      expect(checkAgeSetup({ ...adult, birthDate }, rules)).toEqual({
        ok: false,
        refusal: 'birth_date_missing',
      });
    }
  });

  it('turns 18 on the birthday itself, not the day before', () => {
    expect(checkAgeSetup({ ...adult, birthDate: '2008-11-23' }, rules).ok).toBe(true);
    expect(checkAgeSetup({ ...adult, birthDate: '2008-11-24' }, rules)).toEqual({
      ok: false,
      refusal: 'under_age',
    });
  });

  it('follows the market’s minimum age: 21 under PAGCOR', () => {
    const pagcor = { ...rules, minimumAge: 21 };
    expect(checkAgeSetup({ ...adult, birthDate: '2005-11-24' }, pagcor).ok).toBe(false);
    expect(checkAgeSetup({ ...adult, birthDate: '2005-11-23' }, pagcor).ok).toBe(true);
  });

  it('needs the terms ticked, once everything else is right', () => {
    expect(checkAgeSetup({ ...adult, termsAccepted: false }, rules)).toEqual({
      ok: false,
      refusal: 'terms_not_accepted',
    });
  });
});

describe('whole years of age', () => {
  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    expect(fullYearsBetween('2008-02-29', '2026-02-28')).toBe(17);
    expect(fullYearsBetween('2008-02-29', '2026-03-01')).toBe(18);
    expect(fullYearsBetween('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('knows real calendar days', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2023-13-01')).toBeNull();
  });
});
