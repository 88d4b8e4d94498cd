// Breaks: a shared floor imports a wing.
import { staffList } from '../site/staff/staffList';

export const usesWing = staffList;
