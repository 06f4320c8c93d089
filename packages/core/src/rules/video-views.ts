/**
 * View limits of uploaded lesson videos (docs/product-rules.md, "Video views"): a playback counts
 * as a view once this share of the video was watched.
 */
export const VIEW_COUNTS_AT = 0.3;

/** Whether `watchedSeconds` of a `durationSeconds` video make a counted view. */
export function isCountedView(watchedSeconds: number, durationSeconds: number): boolean {
  if (!(durationSeconds > 0) || !Number.isFinite(watchedSeconds)) return false;
  return watchedSeconds >= durationSeconds * VIEW_COUNTS_AT;
}

/** The limit in force: the lesson's own, else the course's; null = no limit. */
export function viewLimitOf(course: number | null, lesson: number | null): number | null {
  return lesson ?? course;
}

/** Views left (null = no limit): the limit plus views granted by staff, less those counted, never below 0. */
export function viewsLeft(options: { limit: number | null; granted: number; used: number }): number | null {
  if (options.limit === null) return null;
  return Math.max(0, options.limit + options.granted - options.used);
}
