import '@/styles/fonts';
import '@/styles/global.css';
import { startWhenLoaded } from '@/app/startWhenLoaded';
import { reloadOnceForChunkError, sessionStore } from '@/app/chunkError';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A boot chunk that fails to load (a dropped connection, a tab open across a deploy) would leave the
// pre-rendered page with its controls disabled: reload once, as a stale route chunk does (RouteError).
const start = () =>
  import('@/app/boot')
    .then(({ boot }) => boot(container))
    .catch((error: unknown) => {
      if (!reloadOnceForChunkError(error, sessionStore(), Date.now(), () => window.location.reload())) console.error('The app could not start', error);
    });

// A pre-rendered page is complete without JavaScript: the app starts once the page has loaded (its
// image and fonts painted, so the download and the hydration do not compete with them), or at the
// visitor's first touch or key if that comes sooner. Controls that need the app are disabled until it
// has hydrated (lib/useHydrated). Anything else (the admin shell, npm run dev) starts at once.
// docs/decisions/013-pre-rendered-html.md.
if (document.documentElement.hasAttribute('data-prerendered')) startWhenLoaded(start);
else void start();
