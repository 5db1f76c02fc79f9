import { appUpdateTexts, offlinePageTexts, toastTexts } from './app-shell.ts';
import { authTexts, blockedTexts, logoutTexts } from './auth.ts';
import { commonTexts, mediaTypeTexts, timeTexts } from './common.ts';
import { devMailTexts } from './dev-mail.ts';
import { errorScreenTexts, notFoundTexts } from './error-screen.ts';
import { errorMessages } from './errors.ts';
import { homeTexts } from './home.ts';
import { modalTexts } from './modal.ts';
import { myTexts, resignTexts } from './my.ts';
import { playlistTexts } from './playlist.ts';
import { footerTexts, navTexts, siteTexts } from './site.ts';

/**
 * The message catalog: every Korean text a person reads, in one place. Server errors keep
 * their own table (errors.ts) because the API sends those as `detail` too. Each area's texts
 * live in a module of their own (site.ts, auth.ts, …) and the web app imports the area it shows:
 * a page's browser code carries the texts it needs, not the whole catalog (issue 19's first-load
 * budget; client-bundle.test.ts keeps client code away from this file).
 */
export const ko = {
  site: siteTexts,
  nav: navTexts,
  footer: footerTexts,
  common: commonTexts,
  mediaType: mediaTypeTexts,
  modal: modalTexts,
  errorScreen: errorScreenTexts,
  notFound: notFoundTexts,
  offline: offlinePageTexts,
  appUpdate: appUpdateTexts,
  blocked: blockedTexts,
  logout: logoutTexts,
  home: homeTexts,
  toast: toastTexts,
  playlist: playlistTexts,
  time: timeTexts,
  auth: authTexts,
  my: myTexts,
  resign: resignTexts,
  devMail: devMailTexts,
  errors: errorMessages,
} as const;

export type Messages = typeof ko;
