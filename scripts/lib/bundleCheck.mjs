// What a built bundle points at (issue 27): `firebase deploy` must ship a production build, never the
// emulator build the tests use. Vite embeds the build's environment (`import.meta.env`) in the bundle
// as an object literal (`VITE_USE_EMULATORS:\`false\`,VITE_FIREBASE_PROJECT_ID:\`...\``), so the values
// the deployed code will use are read back from the files themselves. Pure: callers pass the files.

/**
 * `VITE_NAME: 'value'` pairs of every embedded env object: the browser bundle's minified object
 * (VITE_X:`v`) and the pre-render bundle's ("VITE_X": "v"), any quote style.
 */
export function embeddedEnv(text) {
  const found = {};
  for (const match of text.matchAll(/["'`]?\b(VITE_[A-Z0-9_]+)["'`]?\s*:\s*(?:`([^`]*)`|'([^']*)'|"([^"]*)")/g)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    (found[match[1]] ??= new Set()).add(value);
  }
  return found;
}

const loopback = /^(https?:\/\/)?(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:\d+)?(\/|$)/i;
const loopbackUrl = /\bhttps?:\/\/(localhost|127\.0\.0\.1|\[::1\]|0\.0\.0\.0)(:\d+)?\//i;

/**
 * Problems of one deploy bundle: `files` is [{ path, text }] of the built web app (web/dist) and the
 * pre-render bundle (functions/ssr). Empty when it is a production build for a real project.
 */
export function bundleProblems(files) {
  const problems = [];
  const env = {};
  for (const file of files) {
    if (!/\.(m?js)$/.test(file.path)) continue;
    for (const [key, values] of Object.entries(embeddedEnv(file.text)))
      for (const value of values) (env[key] ??= new Set()).add(value);
  }
  const values = (key) => [...(env[key] ?? [])];
  if (files.length === 0) problems.push('no built files (run the production build: npm run build:prod -w web)');
  else if (values('VITE_FIREBASE_PROJECT_ID').length === 0)
    problems.push(
      'no Firebase project in the bundle: web/.env.production.local is missing (copy web/.env.production.example)',
    );
  if (values('VITE_USE_EMULATORS').includes('true'))
    problems.push('built for the emulators (VITE_USE_EMULATORS=true): run npm run build:prod -w web');
  for (const key of [
    'VITE_FIREBASE_PROJECT_ID',
    'VITE_FIREBASE_API_KEY',
    'VITE_FIREBASE_APP_ID',
    'VITE_FIREBASE_STORAGE_BUCKET',
  ])
    for (const value of values(key))
      if (/^demo-/.test(value) || /(^|[.:])demo-/.test(value) || /^your-/.test(value))
        problems.push(
          `${key}=${value}: a demo or placeholder value (set the real project in web/.env.production.local)`,
        );
  for (const value of values('VITE_SITE_URL'))
    if (loopback.test(value) || !value.startsWith('https://'))
      problems.push(`VITE_SITE_URL=${value}: not the site's public https address`);
  for (const file of files) {
    if (!/\.(html|xml|txt)$/.test(file.path)) continue;
    const match = loopbackUrl.exec(file.text);
    if (match) problems.push(`${file.path} links to ${match[0]} (VITE_SITE_URL: the pages and robots.txt)`);
  }
  return [...new Set(problems)];
}
