import { startOnFirstInput } from '@/app/startOnFirstInput';
import { startWhenIdle } from '@/app/startSoon';
import { rememberServedLanguage } from '@/i18n/rememberServedLanguage';
import { reportStartError } from '@/app/chunkError';
import { addLateFontsAfterLoad } from '@/styles/lateFonts';
import { loadStylesheetRules } from '@/styles/stylesheetRules';
import { installEarlyClicks } from '@/site/early/earlyClicks';
import { installEarlyFilters } from '@/site/early/earlyFilters';
import { installEarlyForms } from '@/site/early/forms';
import { replayKeptInput } from '@/site/early/keptInput';

/**
 * The pre-rendered page's early layer and the app's start (main.tsx loads this chunk at once; on a
 * pre-rendered page main.tsx itself comes after the first paint, decision 043). `prerendered`: the page came from the pre-renderer (`<html data-prerendered>`); anything else
 * (the admin shell, npm run dev) starts the app at once.
 */
export function startPage(prerendered: boolean): void {
  // The rules the page's inline stylesheet left out (decision 036), fetched now that the page is drawn.
  void loadStylesheetRules();
  addLateFontsAfterLoad();
  installEarlyForms();

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  // A boot chunk that fails to load (a dropped connection, a tab open across a deploy) would leave the
  // pre-rendered page without its app: reload once, as a stale route chunk does (RouteError).
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('@/app/boot').then(({ boot }) => boot(container)).catch(reportStartError('The app could not start'));
  };

  // A pre-rendered page works from its first byte (docs/decisions/017-html-first-early-input.md): links,
  // the menu, the language switch, filters and pagination are HTML; Save, Copy link and the theme switch
  // are done by the early handlers below; any other tap shows a pending state and is replayed once the app
  // has hydrated. The app starts at the first input or when the browser is idle after load, whichever is
  // first. Anything else (the admin shell, npm run dev) starts at once.
  if (prerendered) {
    rememberServedLanguage();
    installEarlyClicks(start);
    installEarlyFilters();
    // Taps, submits and filter changes made before this script ran (kept by the inline head script).
    if (replayKeptInput() > 0) start();
    startOnFirstInput(start);
    startWhenIdle(start);
  } else start();
}
