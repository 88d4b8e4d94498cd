// Allowed: a site page composes site features.
import { staffList } from '../staff/staffList';

export const home = () => staffList();
