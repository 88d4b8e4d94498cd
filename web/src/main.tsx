import '@/styles/fonts';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const start = () => import('@/app/boot').then(({ boot }) => boot(container));

// The app starts at once. Deferring it to after the first paint of a pre-rendered page made FCP earlier
// in Lighthouse, but forms then answered a click before hydration with a native submit (the e2e contact
// specs failed); docs/decisions/013-pre-rendered-html.md.
void start();
