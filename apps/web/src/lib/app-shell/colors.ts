/**
 * The installed app's colours: globals.css's --bg, for the splash screen, the title bar and the
 * phone's status bar (manifest and the theme-color meta tag).
 */
export const APP_COLORS = {
  background: '#100e1c',
  theme: '#100e1c',
} as const;
