import { z } from 'zod';
import {
  ZAsset,
  ZFindAccountAnswer,
  ZFindAccountBody,
  ZFindAccountCheck,
  ZFindAccountQuery,
  ZJoinBody,
  ZLoginBody,
  ZLogout,
  ZProfilePatch,
  ZProfileUpload,
  ZResignAnswer,
  ZResignBody,
  ZResignQuery,
  ZSign,
  ZSignPatch,
  ZUserInfo,
  ZUserObject,
} from '../schemas/user.ts';
import { accountEndpoints } from './account.endpoints.ts';
import { defineRoutes } from './define.ts';

/** Sign-up, login, the member's own account, password reset and the profile image. */
export const accountRoutes = defineRoutes('user', accountEndpoints, {
  join: {
    summary: 'Email sign-up; the new member is logged in at once (token cookie set)',
    body: ZJoinBody,
    answer: ZUserObject,
  },
  login: {
    summary: 'Email login (a wrong address or password answer alike); limited per IP and account',
    body: ZLoginBody,
    answer: ZUserObject,
  },
  logout: { summary: 'Ends the current session and clears the token cookie', answer: ZLogout },
  me: { summary: 'The logged-in member', answer: z.object({ userInfo: ZUserInfo, asset: ZAsset }) },
  asset: { summary: 'Adult and verification flags', answer: ZAsset },
  refresh: {
    summary: 'The user object again, with the session and its cookie extended for a year',
    answer: ZUserObject,
  },
  sign: { summary: 'Marketing alarm consent', answer: ZSign },
  setSign: { summary: 'Turns the marketing alarm on (1) or off (0)', body: ZSignPatch, answer: ZSign },
  updateProfile: {
    summary: 'Changes the nickname and/or the profile image (an image uploaded to /v1/user/profile)',
    body: ZProfilePatch,
    answer: ZUserInfo,
  },
  resign: {
    summary: 'Resign: sessions end, personal data is anonymised, purchase records stay',
    query: ZResignQuery,
    body: ZResignBody,
    answer: ZResignAnswer,
  },
  requestReset: {
    summary:
      'Find account: `{userId}` mails a 30-minute reset link (the answer never says whether the ' +
      'address is a member; limited per IP and address); `{fa, password}` sets the new password ' +
      'with that link, once, and ends every session',
    body: ZFindAccountBody,
    answer: ZFindAccountAnswer,
  },
  checkResetLink: {
    summary:
      'Checks a mailed reset link before the form is shown: the masked address and until when it works',
    query: ZFindAccountQuery,
    answer: ZFindAccountCheck,
  },
  uploadProfileImage: {
    summary:
      'Uploads a profile image (multipart/form-data, file field `profileImg`: JPG, PNG, WEBP or GIF up to ' +
      '5 MB, 16–8000 px). It is stored as a 400x400 JPEG without metadata and becomes the profile image.',
    upload: true,
    // Documents the form only: the multipart parser leaves the body null, which this lets through.
    body: z
      .object({ profileImg: z.string().meta({ format: 'binary' }).describe('the image file') })
      .nullish(),
    answer: ZProfileUpload,
  },
});
