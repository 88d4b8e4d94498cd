// Breaks: a wing imports app/.
import { shell } from '../../app/shell';

export const usesApp = shell;
