// Breaks: lib/ imports a feature.
import { alpha } from '../features/alpha/alpha';

export const usesFeature = alpha;
