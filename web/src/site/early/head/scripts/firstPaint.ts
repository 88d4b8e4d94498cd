// Built into web/index.html's first inline script (web/earlyHeadScripts.ts).
import { runFirstPaint } from '../firstPaint';

runFirstPaint();
