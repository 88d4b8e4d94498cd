import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The architecture rules of eslint.config.mjs (scripts/lint/architecture.mjs) reject each broken file of
 * tests/lint-fixtures/web/src with the rule it breaks, and accept the allowed ones. The normal lint
 * run ignores the fixtures (they are wrong on purpose).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = 'tests/lint-fixtures/web/src';

let byFile: Map<string, { ruleId: string | null; message: string }[]>;

beforeAll(async () => {
  const eslint = new ESLint({ cwd: root, ignore: false });
  const results = await eslint.lintFiles([`${fixtures}/**/*.ts`]);
  byFile = new Map(
    results.map((result) => [
      path.relative(path.join(root, fixtures), result.filePath),
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    ]),
  );
}, 60_000);

const rulesOf = (file: string) => (byFile.get(file) ?? []).map((message) => message.ruleId);

describe('architecture lint rules', () => {
  it('reads every fixture', () => {
    expect([...byFile.keys()].sort()).toEqual(
      [
        'admin/lib/adminHelper.ts',
        'admin/media/api/mediaApi.ts',
        'admin/media/media.ts',
        'admin/media/usesSite.ts',
        'admin/media/usesStaff.ts',
        'admin/staff/staffTable.ts',
        'app/shell.ts',
        'lib/cycleA.ts',
        'lib/cycleB.ts',
        'lib/usesWing.ts',
        'site/device/deviceHelper.ts',
        'site/device/usesReact.ts',
        'site/early/usesDevice.ts',
        'site/early/usesPage.ts',
        'site/home/home.ts',
        'site/home/usesAdmin.ts',
        'site/home/usesAntd.ts',
        'site/home/usesApp.ts',
        'site/staff/api/fullFirestore.ts',
        'site/staff/api/liteFirestore.ts',
        'site/staff/staffList.ts',
      ].sort(),
    );
  });

  const messagesOf = (file: string) => (byFile.get(file) ?? []).map((message) => message.message).join('\n');

  it('the early layer importing React, i18next or page code is rejected', () => {
    expect(rulesOf('site/early/usesPage.ts').sort()).toEqual(
      ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-imports'].sort(),
    );
    expect(messagesOf('site/early/usesPage.ts')).toContain('site/early does not import page code');
    expect(messagesOf('site/early/usesPage.ts')).toContain('no React, react-dom, i18next or router');
  });

  it('site/device, which the early layer shares with the pages, imports neither React nor another site folder', () => {
    expect(rulesOf('site/device/usesReact.ts').sort()).toEqual(
      ['import-x/no-restricted-paths', 'no-restricted-imports'].sort(),
    );
    expect(messagesOf('site/device/usesReact.ts')).toContain('site/device is the ground the early layer stands on');
    expect(messagesOf('site/device/usesReact.ts')).toContain('no React, react-dom, i18next or router');
    expect(rulesOf('site/early/usesDevice.ts')).toEqual([]);
  });

  it('a site file importing the admin wing is rejected', () => {
    expect(rulesOf('site/home/usesAdmin.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(messagesOf('site/home/usesAdmin.ts')).toContain('The site wing does not import the admin wing');
  });

  it('a site file importing antd or @ant-design/* is rejected', () => {
    expect(rulesOf('site/home/usesAntd.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(messagesOf('site/home/usesAntd.ts')).toContain('does not import antd');
  });

  it('the full Firestore SDK and reactfire in the site wing are rejected, even inside api/; Lite is allowed', () => {
    expect(rulesOf('site/staff/api/fullFirestore.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(messagesOf('site/staff/api/fullFirestore.ts')).toContain('Firestore Lite');
    expect(messagesOf('site/staff/api/fullFirestore.ts')).toContain('reactfire');
    expect(rulesOf('site/staff/api/liteFirestore.ts')).toEqual([]);
  });

  it('a wing importing app/ is rejected', () => {
    expect(rulesOf('site/home/usesApp.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('the admin wing importing site internals is rejected', () => {
    expect(rulesOf('admin/media/usesSite.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(messagesOf('admin/media/usesSite.ts')).toContain('The admin wing does not import site internals');
  });

  it('an admin feature importing another admin feature is rejected; admin/lib is shared', () => {
    expect(rulesOf('admin/media/usesStaff.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(rulesOf('admin/media/media.ts')).toEqual([]);
  });

  it('a shared floor (lib/) importing a wing is rejected', () => {
    expect(rulesOf('lib/usesWing.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('firebase/* and reactfire outside api/ and lib/firebase/ are rejected, inside an admin api/ allowed', () => {
    expect(rulesOf('admin/staff/staffTable.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(rulesOf('admin/media/api/mediaApi.ts')).toEqual([]);
  });

  it('an import cycle is rejected', () => {
    expect(rulesOf('lib/cycleA.ts')).toContain('import-x/no-cycle');
    expect(rulesOf('lib/cycleB.ts')).toContain('import-x/no-cycle');
  });

  it('app/ composing both wings and a site page composing site features are allowed', () => {
    expect(rulesOf('app/shell.ts')).toEqual([]);
    expect(rulesOf('site/home/home.ts')).toEqual([]);
  });

  it('the normal lint run ignores the fixtures', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(await eslint.isPathIgnored(path.join(root, fixtures, 'site/home/usesAdmin.ts'))).toBe(true);
  });
});

describe('no import cycles in the Node code (functions/src, model/src, scripts)', () => {
  const nodeFixtures = 'tests/lint-fixtures/node';
  let nodeRules: Map<string, (string | null)[]>;

  beforeAll(async () => {
    const eslint = new ESLint({ cwd: root, ignore: false });
    const results = await eslint.lintFiles([`${nodeFixtures}/**/*.{ts,mjs}`]);
    nodeRules = new Map(
      results.map((result) => [
        path.relative(path.join(root, nodeFixtures), result.filePath),
        result.messages.map((m) => m.ruleId),
      ]),
    );
  }, 60_000);

  it('reads every fixture', () => {
    expect([...nodeRules.keys()].sort()).toEqual(
      [
        'functions/cycleA.ts',
        'functions/cycleB.ts',
        'functions/leaf.ts',
        'scripts/first.mjs',
        'scripts/second.mjs',
        'scripts/usesLeaf.mjs',
      ].sort(),
    );
  });

  it('a cycle between TypeScript modules is rejected', () => {
    expect(nodeRules.get('functions/cycleA.ts')).toEqual(['import-x/no-cycle']);
    expect(nodeRules.get('functions/cycleB.ts')).toEqual(['import-x/no-cycle']);
  });

  it('a cycle between scripts (.mjs) is rejected', () => {
    expect(nodeRules.get('scripts/first.mjs')).toEqual(['import-x/no-cycle']);
    expect(nodeRules.get('scripts/second.mjs')).toEqual(['import-x/no-cycle']);
  });

  it('one-way imports are allowed', () => {
    expect(nodeRules.get('functions/leaf.ts')).toEqual([]);
    expect(nodeRules.get('scripts/usesLeaf.mjs')).toEqual([]);
  });

  it('the rule covers functions/src, model/src and scripts', async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of ['functions/src/index.ts', 'model/src/index.ts', 'scripts/test.mjs']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
        rules?: Record<string, unknown>;
      };
      expect(config.rules?.['import-x/no-cycle'], file).toBeDefined();
    }
  });
});
