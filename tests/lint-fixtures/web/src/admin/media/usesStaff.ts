// Breaks: an admin feature imports another admin feature.
import { staffTable } from '../staff/staffTable';

export const usesStaff = staffTable;
