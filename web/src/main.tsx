import '@/styles/fonts';
import '@/styles/global.css';
import { afterFirstPaint } from '@/app/afterFirstPaint';
import { reportStartError } from '@/app/chunkError';

// The entry is small on purpose. A pre-rendered page is read and tapped without it (its first taps are
// kept by the inline head script until the early layer runs, decision 017), so the early layer and the
// app (app/startPage.ts) are fetched after the first paint: the first screen no longer waits behind
// their bytes (issue 38, decision 031). The admin shell and npm run dev start at once.
const prerendered = document.documentElement.hasAttribute('data-prerendered');
const start = () =>
  import('@/app/startPage')
    .then(({ startPage }) => startPage(prerendered))
    .catch(reportStartError('The page could not start'));
if (prerendered) afterFirstPaint(() => void start());
else void start();
