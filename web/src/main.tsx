import '@/styles/fonts';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const start = () => import('@/app/boot').then(({ boot }) => boot(container));

// A pre-rendered page (docs/decisions/013-pre-rendered-html.md) is complete HTML: let the browser paint
// it first, then load and hydrate the app, instead of holding the first paint until the app's
// JavaScript has run. Anything else (the admin shell, npm run dev) starts at once.
if (document.getElementById('prerender-data')) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
