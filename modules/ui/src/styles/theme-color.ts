/**
 * The browser's colour for its own interface around the site (address bar, task switcher): the light theme's
 * brand token `--color-brand` in globals.css, which meets WCAG AA under white text. The web app manifest says
 * the same (scripts/app-icons.ts writes it); apps/web/tests/app-icons.test.ts keeps the three equal.
 */
export const THEME_COLOR = "#167c42";
