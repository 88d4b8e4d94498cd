import { dashboardTrigger } from './dashboardTrigger';

/** Writes to `staff` recompute `stats/dashboard` when a counter can change. */
export const onStaffWritten = dashboardTrigger('staff');
