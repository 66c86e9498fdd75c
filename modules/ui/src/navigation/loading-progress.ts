/** Loading-bar constants (spec section 9). */
export const LOADING_BAR_THROTTLE_MS = 50;
export const LOADING_BAR_DURATION_MS = 500;
export const LOADING_BAR_HEIGHT_PX = 3;
/** How long the full bar stays visible while it fades out after the page arrived. */
export const LOADING_BAR_FADE_MS = 300;

/**
 * Percentage shown while waiting: it covers most of the bar within the 500 ms duration and then creeps
 * ever slower towards 90 %, so a slow page never looks finished before it is.
 */
export function estimateProgress(elapsedMs: number, durationMs = LOADING_BAR_DURATION_MS): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(90, 90 * (1 - Math.exp((-2 * elapsedMs) / durationMs)));
}
