export { createParentLink } from './create-parent-link.ts';
export { revokeParentLink } from './revoke-parent-link.ts';
export { listParentLinks } from './list-parent-links.ts';
export { getParentPage } from './get-parent-page.ts';
export { queueWeeklySummaries, weeklySummaryJob } from './weekly-summary.ts';
