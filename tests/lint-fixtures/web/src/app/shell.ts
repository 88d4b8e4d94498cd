// Allowed: app/ composes features.
import { alpha } from '../features/alpha/alpha';

export const shell = () => alpha();
