import { dashboardTrigger } from './dashboardTrigger';

/** Writes to `media` recompute `stats/dashboard` when a counter can change. */
export const onMediaWritten = dashboardTrigger('media');
