/**
 * Identity-verification popups (spec section 2/4). Each opens a popup window, at once when `immediate`
 * is set, otherwise after 100 ms. `open` and `setTimeout` are injectable so this stays testable.
 */

export const IDENTITY_POPUP_FEATURES = 'width=500,height=700';
export const IDENTITY_POPUP_DELAY_MS = 100;

export const KAKAO_POPUP = { url: '/auth/kakao', name: 'userValidation' } as const;
export const PASS_POPUP = { url: '/auth/pass', name: 'pass' } as const;
export const FA_PASS_POPUP = { url: '/auth/faPass', name: 'fapass' } as const;

export type IdentityPopupDeps = {
  open: (url: string, name: string, features: string) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

function browserDeps(): IdentityPopupDeps {
  return {
    open: (url, name, features) => window.open(url, name, features),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

export function openIdentityPopup(
  popup: { url: string; name: string },
  immediate: boolean,
  deps: IdentityPopupDeps = browserDeps(),
): void {
  const open = () => {
    deps.open(popup.url, popup.name, IDENTITY_POPUP_FEATURES);
  };
  if (immediate) open();
  else deps.setTimeout(open, IDENTITY_POPUP_DELAY_MS);
}

/** 카카오 인증: `/auth/kakao` in the window named `userValidation`. */
export function openKakaoVerification(immediate = false, deps?: IdentityPopupDeps): void {
  openIdentityPopup(KAKAO_POPUP, immediate, deps);
}

/** 휴대폰 인증 (PASS): `/auth/pass` in the window named `pass`. */
export function openPassVerification(immediate = false, deps?: IdentityPopupDeps): void {
  openIdentityPopup(PASS_POPUP, immediate, deps);
}

/** PASS for the `/auth/faPass` flow, in the window named `fapass`. */
export function openFaPassVerification(immediate = false, deps?: IdentityPopupDeps): void {
  openIdentityPopup(FA_PASS_POPUP, immediate, deps);
}
