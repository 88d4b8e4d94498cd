// Self-hosted fonts (no third-party CDN), cut from the @fontsource files by scripts/subset-fonts.mjs
// (decision 031): the Latin faces in the generated latinFonts.css, the Arabic ones in arabicFonts.css.
// Each face carries its unicode-range: a browser downloads a face only for text in its range, so an
// English page never downloads the Arabic font and an Arabic page never the Latin one, and a page
// downloads a face's rest file only when it shows a character outside the small core.
// A pre-rendered page carries these faces apart, applied only once a previous page cached their files
// (cachedFaces.ts, decision 039); the admin shell and npm run dev link them with the whole stylesheet.
// The Arabic 600 faces come after the page's load, from the cache a previous Arabic page filled (lateFonts.ts,
// decision 037): until then headings are drawn in the 400 face made bold by the browser.
import './latinFonts.css';
import './arabicFonts.css';
