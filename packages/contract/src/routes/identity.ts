import { z } from 'zod';
import {
  ZAdultMode,
  ZAdultModeBody,
  ZAuthenticationAnswer,
  ZAuthenticationBody,
  ZKakaoCertAnswer,
  ZKakaoCertBody,
  ZKakaoCertStatus,
} from '../schemas/identity.ts';
import { ZAsset } from '../schemas/user.ts';
import { defineRoutes } from './define.ts';
import { identityEndpoints } from './identity.endpoints.ts';

/** Identity verification and adult mode. The PASS popup's redirects are browser navigations (API routes). */
export const identityRoutes = defineRoutes('identity', identityEndpoints, {
  kakaoCert: {
    summary:
      'Starts a Kakao certificate check: KakaoTalk asks the person (name, phone, birthday) to approve; poll /v1/kakao/status/{id}',
    body: ZKakaoCertBody,
    answer: ZKakaoCertAnswer,
  },
  kakaoStatus: {
    summary:
      "The member's own Kakao request: pending, completed (with the signed result for PUT /v1/user/authentication), failed or expired",
    params: z.object({ id: z.string().min(1).max(64) }),
    answer: ZKakaoCertStatus,
  },
  authenticate: {
    tags: ['user'],
    summary:
      "Completes identity verification with the provider's signed result; sets is_auth, the adult status and the daily auth_check cookie",
    body: ZAuthenticationBody,
    answer: ZAuthenticationAnswer,
  },
  adultMode: {
    tags: ['user'],
    summary: 'Adult mode (isAdult 0/1) and adult status (adult 0 not set, 1 adult, 2 not adult)',
    answer: ZAdultMode,
  },
  setAdultMode: {
    tags: ['user'],
    summary:
      'Turns adult mode on (1, verified adults only: 403 with reason verification-required or not-adult) or off (0)',
    body: ZAdultModeBody,
    answer: ZAsset,
  },
});
