// Built into web/index.html's second inline script (web/earlyHeadScripts.ts).
import { installInputKeeper } from '../keepInput';

installInputKeeper();
