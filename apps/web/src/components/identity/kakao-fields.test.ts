import { identityTexts } from '@sogon/contract/messages/identity';
import { describe, expect, it } from 'vitest';
import { checkKakaoFields } from './kakao-fields.ts';

describe('the 카카오 인증 form', () => {
  it('accepts a name, a mobile number with or without dashes and an eight-digit birthday', () => {
    expect(checkKakaoFields({ name: '김소곤', phone: '010-1234-5678', birthday: '19900101' })).toEqual({});
    expect(checkKakaoFields({ name: '김소곤', phone: '01012345678', birthday: '19900101' })).toEqual({});
  });

  it('says in Korean which field is wrong', () => {
    expect(checkKakaoFields({ name: '', phone: '0212345678', birthday: '19901301' })).toEqual({
      name: identityTexts.nameInvalid,
      phone: identityTexts.phoneInvalid,
      birthday: identityTexts.birthdayInvalid,
    });
  });
});
