/**
 * The colours the browser paints around the app: its bar in the brand red (the app's header), a
 * deeper red of the same hue for readers whose system is dark or who chose the dark theme (bright
 * red glares at night, and white on it keeps a contrast of 10:1; the reader app's dark header is
 * this colour), and white behind the splash screen like the app's pages. The server writes them
 * into the web app manifests and pages; the reader app sets the bar to the theme the reader chose.
 */
export const APP_THEME = {
  light: '#c62828',
  dark: '#7f1d1d',
  background: '#ffffff',
} as const;

/** The reader's choice in settings: follow the system, or always light, or always dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/**
 * The local-storage key the reader app keeps the choice under (as JSON, like its other settings),
 * which the server's theme script reads before the first paint.
 */
export const THEME_STORAGE_KEY = 'theme';
