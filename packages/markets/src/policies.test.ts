import { describe, it, expect } from 'vitest';
import { defaultBlockedLanguages, isLanguageBlocked } from './blocked-languages';
import {
  complianceProfileIds,
  complianceProfiles,
  getComplianceProfile,
  isComplianceProfileId,
} from './compliance-profiles';
import type { ComplianceProfileId } from './compliance-profiles';
import { exampleOperatorIdentity } from './operator-identity';
import { isUserType, userTypeLetterOf, userTypes } from './user-types';

describe('compliance profiles', () => {
  it('follows the seed by default', () => {
    expect(complianceProfiles.default).toMatchObject({
      minimumAge: 18,
      advanceBonusesAllowed: true,
      idleLogoutMinutes: null,
      ownCpfPayoutsOnly: false,
      payoutDeadlineMinutes: null,
      riskWarningAtSignIn: false,
      nationalSelfExclusionUrl: null,
    });
  });

  it('turns on what regulated Brazil requires', () => {
    expect(complianceProfiles['br-regulated']).toMatchObject({
      minimumAge: 18,
      advanceBonusesAllowed: false,
      limitsRequiredAtRegistration: true,
      idleLogoutMinutes: 30,
      ownCpfPayoutsOnly: true,
      payoutDeadlineMinutes: 120,
      riskWarningAtSignIn: true,
      nationalSelfExclusionUrl: 'https://www.gov.br/autoexclusaoapostas',
      netDepositsOnProfile: true,
    });
  });

  it("sets PAGCOR's minimum age and self-exclusion periods for the Philippines", () => {
    const profile = complianceProfiles['ph-pagcor'];
    expect(profile.minimumAge).toBe(21);
    expect(profile.selfExclusionPeriodsDays).toEqual([184, 366, 1827]);
  });

  it('is keyed by id and looked up safely', () => {
    for (const id of complianceProfileIds) expect(getComplianceProfile(id).id).toBe(id);
    expect(isComplianceProfileId('br-regulated')).toBe(true);
    expect(isComplianceProfileId('strict')).toBe(false);
    expect(() => getComplianceProfile('strict' as ComplianceProfileId)).toThrow(RangeError);
  });
});

describe('user types', () => {
  it('maps A to F onto 1 to 6', () => {
    expect(userTypes).toEqual({ A: 1, B: 2, C: 3, D: 4, E: 5, F: 6 });
    expect(userTypeLetterOf(5)).toBe('E');
    expect(isUserType(6)).toBe(true);
    expect(isUserType(0)).toBe(false);
    expect(isUserType('1')).toBe(false);
  });
});

describe('the jurisdiction block', () => {
  it('blocks zh-cn by default, whatever the case', () => {
    expect(defaultBlockedLanguages).toEqual(['zh-cn']);
    expect(isLanguageBlocked('zh-CN')).toBe(true);
    expect(isLanguageBlocked('zh-TW')).toBe(false);
    expect(isLanguageBlocked('pt-BR')).toBe(false);
    expect(isLanguageBlocked('pt-BR', ['pt-br'])).toBe(true);
  });
});

describe('the operator identity', () => {
  it('is marked as an example until configured', () => {
    expect(exampleOperatorIdentity.isExample).toBe(true);
    expect(exampleOperatorIdentity.supportEmail).toMatch(/@example\.com$/);
  });
});
