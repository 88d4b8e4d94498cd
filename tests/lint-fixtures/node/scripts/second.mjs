// Breaks: the other half of the scripts cycle.
import { first } from './first.mjs';

export const second = () => (typeof first === 'function' ? 1 : 0);
