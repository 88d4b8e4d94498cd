// Functions build output: one CommonJS bundle, lib/index.js (package.json "main").
// Cloud Functions installs functions/package.json in the cloud, where the `@household/model` workspace
// does not exist; so the model's sources are bundled in, and every real npm dependency stays external
// (installed in the cloud from package.json). Type checking is tsc's job (npm run build runs it first).
// Decision record: docs/decisions/007-model-workspace.md.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { defineConfig } from 'rolldown';

const { dependencies = {} } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(dependencies), ...builtinModules, ...builtinModules.map((name) => `node:${name}`)];

export default defineConfig({
  input: 'src/index.ts',
  platform: 'node',
  external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
  output: { file: 'lib/index.js', format: 'cjs', sourcemap: true },
});
