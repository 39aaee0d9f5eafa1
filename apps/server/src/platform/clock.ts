/** Today in Bangkok (UTC+7, no daylight saving), as the office sees it: overdue means past the due date there. */
export const bangkokToday = (now = Date.now()): string =>
  new Date(now + 7 * 3600_000).toISOString().slice(0, 10);
