// Breaks: an import cycle (cycleB -> cycleA -> cycleB).
import { a } from './cycleA';

export const b = (): number => (a ? 1 : 0);
