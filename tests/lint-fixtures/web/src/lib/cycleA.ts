// Breaks: an import cycle (cycleA -> cycleB -> cycleA).
import { b } from './cycleB';

export const a = (): number => b() + 1;
