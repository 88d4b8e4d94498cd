// Breaks: a cycle between two maintenance scripts (first -> second -> first).
import { second } from './second.mjs';

export const first = () => second() + 1;
