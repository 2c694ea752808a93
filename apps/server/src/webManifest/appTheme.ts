/**
 * The colours the browser paints around the app: its bar in the brand red (the app's header), a
 * deeper red of the same hue for readers whose system is dark (bright red glares at night, and
 * white on it keeps a contrast of 10:1), and white behind the splash screen like the app's pages.
 */
export const APP_THEME = {
  light: '#c62828',
  dark: '#7f1d1d',
  background: '#ffffff',
} as const;
