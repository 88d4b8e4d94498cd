import '@/styles/fonts';
import '@/styles/global.css';
import { reportStartError } from '@/app/chunkError';

// The entry is small on purpose. A pre-rendered page is read and tapped without it (its first taps are
// kept by the inline head script until the early layer runs, decision 017), so on such a page the third
// head script adds this entry only after the first paint (site/early/head/loadEntry.ts, decision 043), and
// the entry fetches the early layer and the app at once (app/startPage.ts). The admin shell and npm run dev
// load it as an ordinary module script and start the app at once too.
const prerendered = document.documentElement.hasAttribute('data-prerendered');
import('@/app/startPage')
  .then(({ startPage }) => startPage(prerendered))
  .catch(reportStartError('The page could not start'));
