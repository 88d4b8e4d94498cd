// The architecture of the web app as lint rules (eslint.config.mjs applies them to web/src, and to the
// fixture tree tests/lint-fixtures/web/src that breaks each of them on purpose). docs/architecture.md draws it.
// - Two wings over shared floors: site/ (what a visitor's browser runs: pre-rendered, Firestore Lite, no antd)
//   and admin/ (the portal: antd, the full SDK, reactfire). app/ (entry, boot, router) composes both wings.
// - Import zones: a wing never imports the other wing nor app/; the floors lib/, components/, i18n/, styles/
//   import no wing and no app/; admin features do not import each other (admin/lib, admin/components and
//   admin/shell are the admin wing's shared parts; site pages compose site features freely).
// - The site wing imports neither antd, @ant-design/*, reactfire nor the full firebase/firestore (Lite only).
// - The Firebase SDK and reactfire only inside `api/` folders and lib/firebase/ folders (data access in one place).
// - The early layer (site/early: the handlers the entry installs and the inline head scripts built from it)
//   runs in a phone's first second: no React, react-dom, i18next, router or page code; from the rest of
//   site/ only site/device, the pure storage and form helpers it shares with the pages (earlyShared below).
// - No import cycles.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Zone paths are relative to the repository root, whatever the working directory of the lint run. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Module names of the Firebase SDK and reactfire (a regex: relative paths such as `../firebase/x` do not match). */
const firebaseModules = '^(firebase|@firebase/[^/]+|reactfire)(/.*)?$';
const firebaseOutsideApi = {
  regex: firebaseModules,
  message:
    'The Firebase SDK and reactfire are used only inside api/ folders and lib/firebase/ (data access in one place).',
};
/** What a visitor's phone must never download. */
const siteBans = [
  { regex: '^(antd|@ant-design/.+)(/.*)?$', message: 'The site wing does not import antd: it is the admin wing only.' },
  { regex: '^reactfire(/.*)?$', message: 'The site wing does not import reactfire: it is the admin wing only.' },
  {
    regex: '^firebase/firestore$',
    message: 'The site wing reads with Firestore Lite (firebase/firestore/lite), never the full SDK.',
  },
];

/** What the early layer must never pull into the entry or a head script. */
const earlyBans = [
  {
    regex: '^(react|react-dom|react-i18next|i18next|react-router|react-router-dom)(/.*)?$',
    message: 'site/early runs before the app: no React, react-dom, i18next or router (docs/decisions/017).',
  },
];
/**
 * What the early layer shares with the pages: site/device, the pure helpers of what this device keeps and
 * does without the app (the shortlist in localStorage, form drafts, a form's fields, the WhatsApp tab).
 */
const earlyShared = ['./device'];

function folders(path) {
  const absolute = new URL(path, `file://${repositoryRoot}`);
  return existsSync(absolute)
    ? readdirSync(absolute, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/** ESLint flat-config blocks for the app under `srcRoot` (a path from the repository root, e.g. 'web/src'). */
export function architectureRules(srcRoot, { importX, resolver }) {
  const root = `./${srcRoot}`;
  const files = [`${srcRoot}/**/*.{ts,tsx}`];
  const adminShared = ['lib', 'components', 'shell'];
  const zones = [
    { target: `${root}/site`, from: `${root}/admin`, message: 'The site wing does not import the admin wing.' },
    { target: `${root}/admin`, from: `${root}/site`, message: 'The admin wing does not import site internals.' },
    ...['site', 'admin'].map((wing) => ({
      target: `${root}/${wing}`,
      from: `${root}/app`,
      message: `${wing}/ does not import app/: app/ composes the wings, never the reverse.`,
    })),
    ...['lib', 'components', 'i18n', 'styles'].flatMap((floor) =>
      ['site', 'admin', 'app'].map((upper) => ({
        target: `${root}/${floor}`,
        from: `${root}/${upper}`,
        message: `${floor}/ is a shared floor: it does not import ${upper}/ (move the shared piece down into ${floor}/).`,
      })),
    ),
    {
      target: `${root}/site/early`,
      from: `${root}/site`,
      except: ['./early', ...earlyShared],
      message: 'site/early does not import page code: only the pure helpers it shares with the pages (earlyShared).',
    },
    {
      target: `${root}/site/device`,
      from: `${root}/site`,
      except: ['./device'],
      message: 'site/device is the ground the early layer stands on: it imports no other site folder.',
    },
    ...['site/early', 'site/device'].map((folder) => ({
      target: `${root}/${folder}`,
      from: `${root}/components`,
      message: `${folder} does not import components: it runs before React.`,
    })),
    ...folders(`${srcRoot}/admin`)
      .filter((feature) => !adminShared.includes(feature))
      .map((feature) => ({
        target: `${root}/admin/${feature}`,
        from: `${root}/admin`,
        except: [`./${feature}`, ...adminShared.filter((shared) => shared !== 'shell').map((shared) => `./${shared}`)],
        message: `admin/${feature} does not import another admin feature: move the shared piece into admin/lib/ or admin/components/.`,
      })),
  ];
  return [
    {
      files,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [resolver],
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: repositoryRoot, zones }],
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    // Later blocks replace `no-restricted-imports` for the files they match, so each lists all its patterns.
    {
      files,
      ignores: [`${srcRoot}/**/api/**`, `${srcRoot}/**/lib/firebase/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [firebaseOutsideApi] }] },
    },
    {
      files: [`${srcRoot}/site/**/*.{ts,tsx}`],
      ignores: [`${srcRoot}/site/**/api/**`],
      rules: { 'no-restricted-imports': ['error', { patterns: [firebaseOutsideApi, ...siteBans] }] },
    },
    {
      files: [`${srcRoot}/site/early/**/*.{ts,tsx}`, `${srcRoot}/site/device/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [firebaseOutsideApi, ...siteBans, ...earlyBans] }] },
    },
    {
      files: [`${srcRoot}/site/**/api/**/*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: siteBans }] },
    },
  ];
}

/**
 * No import cycles in the Node code (functions/src, model/src, scripts): one ESLint block for `files`
 * (globs from the repository root). tests/lint-fixtures/node holds a cycle the lint run must reject.
 */
export function noCycleRules(files, { importX, resolver }) {
  return [
    {
      files,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [resolver],
        'import-x/extensions': ['.ts', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}
