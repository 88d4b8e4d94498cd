// Allowed: a one-way import.
import { leaf } from '../functions/leaf.ts';

export const usesLeaf = () => leaf;
