// Built into web/index.html's third inline script (web/earlyHeadScripts.ts).
import { loadEntryAfterFirstPaint } from '../loadEntry';

loadEntryAfterFirstPaint();
