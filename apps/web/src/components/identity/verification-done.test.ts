import { describe, expect, it } from 'vitest';
import { readBenefitNotice, verificationDoneNotice } from './verification-done.ts';

describe('the notice after identity verification', () => {
  it('names the hearts granted', () => {
    expect(verificationDoneNotice('ignored', { hearts: 30, outcome: 'granted' })).toBe(
      '본인 인증을 마쳤어요. 30하트를 드렸어요.',
    );
  });

  it('says why nothing was granted to a person verified on another account', () => {
    expect(verificationDoneNotice('ignored', { hearts: 0, outcome: 'used-elsewhere' })).toBe(
      '본인 인증을 마쳤어요. 이미 혜택을 받은 분이에요: 인증 하트는 한 분께 한 번만 드려요.',
    );
  });

  it('says a renewed verification earns nothing new', () => {
    expect(verificationDoneNotice('ignored', { hearts: 0, outcome: 'verified-again' })).toBe(
      '본인 인증을 마쳤어요. 인증 하트는 이 계정에서 이미 받으셨어요.',
    );
  });

  it("falls back to the popup's message without a benefit", () => {
    expect(verificationDoneNotice('본인 인증이 완료되었어요.', undefined)).toBe('본인 인증이 완료되었어요.');
  });

  it('reads only a well-formed benefit from a message', () => {
    expect(readBenefitNotice({ hearts: 30, outcome: 'granted' })).toEqual({ hearts: 30, outcome: 'granted' });
    expect(readBenefitNotice({ hearts: '30', outcome: 'granted' })).toBeUndefined();
    expect(readBenefitNotice({ hearts: 30, outcome: 'free' })).toBeUndefined();
    expect(readBenefitNotice(null)).toBeUndefined();
  });
});
