import { dashboardTrigger } from './dashboardTrigger';

/** Writes to `contactMessages` recompute `stats/dashboard` when a counter can change. */
export const onContactMessagesWritten = dashboardTrigger('contactMessages');
