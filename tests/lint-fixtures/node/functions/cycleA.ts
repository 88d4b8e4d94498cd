// Breaks: an import cycle in Node code (cycleA -> cycleB -> cycleA).
import { b } from './cycleB.ts';

export const a = (): number => b() + 1;
