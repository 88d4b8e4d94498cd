// Breaks: a feature imports another feature.
import { beta } from '../beta/beta';

export const alpha = () => beta();
