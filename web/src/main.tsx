import '@/styles/fonts';
import '@/styles/global.css';
import { startOnFirstInput } from '@/app/startOnFirstInput';
import { rememberServedLanguage } from '@/i18n/rememberServedLanguage';
import { reloadOnceForChunkError, sessionStore } from '@/app/chunkError';
import { addLateFontsAfterLoad } from '@/styles/lateFonts';
import { installEarlyForms } from '@/site/early/forms';

addLateFontsAfterLoad();
installEarlyForms();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A boot chunk that fails to load (a dropped connection, a tab open across a deploy) would leave the
// pre-rendered page with its controls disabled: reload once, as a stale route chunk does (RouteError).
const start = () =>
  import('@/app/boot')
    .then(({ boot }) => boot(container))
    .catch((error: unknown) => {
      if (!reloadOnceForChunkError(error, sessionStore(), Date.now(), () => window.location.reload()))
        console.error('The app could not start', error);
    });

// A pre-rendered page is complete without JavaScript: the app starts at the visitor's first input (a
// touch, a pointer move, a key, a focus, a wheel or a scroll), not at load, so a visitor who only reads
// pays for none of it and the page answers taps and scrolls from its first paint. Controls that need the
// app are disabled until it has hydrated (lib/useHydrated). Anything else (the admin shell, npm run dev)
// starts at once. docs/decisions/016-start-on-first-input.md.
if (document.documentElement.hasAttribute('data-prerendered')) {
  rememberServedLanguage();
  startOnFirstInput(start);
} else void start();
