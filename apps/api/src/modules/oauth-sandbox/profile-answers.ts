import type { SnsProvider } from '@sogon/contract/schemas/user';
import type { IssuedToken } from './grants.ts';

/** Kakao's member numbers are integers: the sandbox's is read off the person's subject (52 bits). */
export function kakaoMemberId(subject: string): number {
  return Number.parseInt(subject.slice(0, 13), 16);
}

/**
 * The profile resource's answer in each provider's documented shape: Google's userinfo (claims
 * by scope), Kakao's `/v2/user/me` (numeric id, `kakao_account` with the e-mail's validity and
 * verification) and Naver's `/v1/nid/me` (`resultcode` "00" around `response`).
 */
export function profileBody(provider: SnsProvider, token: IssuedToken): Record<string, unknown> {
  const { identity } = token;
  switch (provider) {
    case 'google':
      return {
        sub: identity.subject,
        ...(token.scope.includes('profile') ? { name: identity.name } : {}),
        ...(token.scope.includes('email')
          ? { email: identity.email, email_verified: identity.emailVerified }
          : {}),
      };
    case 'kakao':
      return {
        id: kakaoMemberId(identity.subject),
        connected_at: new Date(token.issuedAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        properties: { nickname: identity.name },
        kakao_account: {
          profile_nickname_needs_agreement: false,
          profile: { nickname: identity.name, is_default_nickname: false },
          has_email: true,
          email_needs_agreement: false,
          is_email_valid: true,
          is_email_verified: identity.emailVerified,
          email: identity.email,
        },
      };
    case 'naver':
      return {
        resultcode: '00',
        message: 'success',
        response: {
          id: identity.subject,
          email: identity.email,
          nickname: identity.name,
          name: identity.name,
        },
      };
  }
}

/** What each answers to a missing, unknown or expired access token (always 401). */
export function profileRefusal(provider: SnsProvider): Record<string, unknown> {
  switch (provider) {
    case 'google':
      return { error: 'invalid_token', error_description: 'Invalid Credentials' };
    case 'kakao':
      return { msg: 'this access token does not exist', code: -401 };
    case 'naver':
      return { resultcode: '024', message: 'Authentication failed / 인증에 실패했습니다.' };
  }
}
