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
        'app/shell.ts',
        'features/alpha/alpha.ts',
        'features/alpha/usesApp.ts',
        'features/beta/api/betaApi.ts',
        'features/beta/beta.ts',
        'lib/cycleA.ts',
        'lib/cycleB.ts',
        'lib/usesFeature.ts',
      ].sort(),
    );
  });

  it('a feature importing another feature is rejected', () => {
    expect(rulesOf('features/alpha/alpha.ts')).toEqual(['import-x/no-restricted-paths']);
    expect(byFile.get('features/alpha/alpha.ts')?.[0]?.message).toContain(
      'features/alpha does not import another feature',
    );
  });

  it('a feature importing app/ is rejected', () => {
    expect(rulesOf('features/alpha/usesApp.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('lib/ importing a feature is rejected', () => {
    expect(rulesOf('lib/usesFeature.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('firebase/* and reactfire outside api/ and lib/firebase/ are rejected, inside api/ allowed', () => {
    expect(rulesOf('features/beta/beta.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(rulesOf('features/beta/api/betaApi.ts')).toEqual([]);
  });

  it('an import cycle is rejected', () => {
    expect(rulesOf('lib/cycleA.ts')).toContain('import-x/no-cycle');
    expect(rulesOf('lib/cycleB.ts')).toContain('import-x/no-cycle');
  });

  it('app/ composing a feature is allowed', () => {
    expect(rulesOf('app/shell.ts')).toEqual([]);
  });

  it('the normal lint run ignores the fixtures', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(await eslint.isPathIgnored(path.join(root, fixtures, 'features/alpha/alpha.ts'))).toBe(true);
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
