/**
 * Interface component defaults (spec §9), the one place components read them from:
 * a toast disappears after 5,000 ms, a carousel advances every 5,000 ms, and a horizontal swipe
 * of at least 40 px turns a carousel page.
 */
export const TOAST_DELAY_MS = 5000;
export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;
