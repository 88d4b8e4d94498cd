// The architecture of the web app as lint rules (eslint.config.mjs applies them to web/src, and to the
// fixture tree tests/lint-fixtures/web/src that breaks each of them on purpose):
// - import zones: features do not import app/; lib/ and components/ import no feature and no app/;
//   features do not import each other (a shared piece moves to lib/ or components/; pages/ composes
//   several features for one route);
// - the Firebase SDK and reactfire only inside `api/` folders and lib/firebase/ (data access in one place);
// - no import cycles.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Zone paths are relative to the repository root, whatever the working directory of the lint run. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Module names of the Firebase SDK and reactfire (a regex: relative paths such as `../firebase/x` do not match). */
const firebaseModules = '^(firebase|@firebase/[^/]+|reactfire)(/.*)?$';

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
  const zones = [
    {
      target: `${root}/features`,
      from: `${root}/app`,
      message: 'A feature does not import app/: app/ composes features, never the reverse.',
    },
    {
      target: `${root}/features`,
      from: `${root}/pages`,
      message: 'A feature does not import pages/: pages/ composes features, never the reverse.',
    },
    ...['lib', 'components', 'i18n'].flatMap((shared) => [
      {
        target: `${root}/${shared}`,
        from: `${root}/features`,
        message: `${shared}/ does not import features: move the shared piece into ${shared}/.`,
      },
      { target: `${root}/${shared}`, from: `${root}/app`, message: `${shared}/ does not import app/.` },
      { target: `${root}/${shared}`, from: `${root}/pages`, message: `${shared}/ does not import pages/.` },
    ]),
    ...folders(`${srcRoot}/features`).map((feature) => ({
      target: `${root}/features/${feature}`,
      from: `${root}/features`,
      except: [`./${feature}`],
      message: `features/${feature} does not import another feature: move the shared piece into lib/ or components/, or compose the features in pages/.`,
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
    {
      files,
      ignores: [`${srcRoot}/**/api/**`, `${srcRoot}/lib/firebase/**`, `${srcRoot}/admin/lib/firebase/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: firebaseModules,
                message:
                  'The Firebase SDK and reactfire are used only inside api/ folders and lib/firebase/ (data access in one place).',
              },
            ],
          },
        ],
      },
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
