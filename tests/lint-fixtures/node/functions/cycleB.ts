// Breaks: the other half of the cycle.
import { a } from './cycleA.ts';

export const b = (): number => (a.length > 0 ? 1 : 0);
