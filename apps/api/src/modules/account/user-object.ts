import type { LoginProvider } from '@sogon/contract/enums';
import type { TAsset, TUserInfo, TUserObject } from '@sogon/contract/schemas/user';
import type { UserRow } from './repository.ts';

export function toUserInfo(user: UserRow): TUserInfo {
  return {
    id: user.id,
    uid: user.uid,
    pid: user.pid,
    provider: user.provider as LoginProvider,
    isPaid: user.isPaid,
    authEvent: user.authEvent,
    username: user.username,
    profileImg: user.profileImg,
  };
}

export function toAsset(user: UserRow): TAsset {
  return { is_adult: user.isAdult, is_auth: user.isAuth ? 1 : 0, adult_mode: user.adultMode ? 1 : 0 };
}

export function toUserObject(user: UserRow, token: string, joined: boolean): TUserObject {
  return { token, userInfo: toUserInfo(user), asset: toAsset(user), joinType: joined ? 1 : 0 };
}
