// Breaks: a feature imports app/.
import { shell } from '../../app/shell';

export const usesApp = shell;
