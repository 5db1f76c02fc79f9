import { identityTexts } from '@sogon/contract/messages/identity';
import { parseBirthDate } from '@sogon/contract/time/age';
import { isMobilePhone, isPersonName, normalisePhone } from '@sogon/contract/validation/person';

export type KakaoFieldErrors = Partial<Record<'name' | 'phone' | 'birthday', string>>;

/** The 카카오 인증 form's rules, checked before anything is sent: the Korean error per field. */
export function checkKakaoFields(values: {
  name: string;
  phone: string;
  birthday: string;
}): KakaoFieldErrors {
  const errors: KakaoFieldErrors = {};
  if (!isPersonName(values.name)) errors.name = identityTexts.nameInvalid;
  if (!isMobilePhone(normalisePhone(values.phone))) errors.phone = identityTexts.phoneInvalid;
  if (!/^\d{8}$/.test(values.birthday) || !parseBirthDate(values.birthday)) {
    errors.birthday = identityTexts.birthdayInvalid;
  }
  return errors;
}
