// Breaks: the admin wing imports site internals.
import { staffList } from '../../site/staff/staffList';

export const usesSite = staffList;
