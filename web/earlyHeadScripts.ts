/**
 * The inline head scripts of web/index.html (theme and language, kept taps, the entry after the first
 * paint), built from TypeScript (src/site/early/head/scripts/): each `<!--early-head:NAME-->` becomes `<script>` with the bundled, minified script, sharing the entry's own
 * functions (the button classification, the theme and language resolution). A CSP allows an inline script
 * by its hash: the build writes the scripts' hashes into firebase.json's `script-src` (in place of the old
 * ones), and tests/unit/securityHeaders.test.ts checks every built page's inline scripts against it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const scripts = fileURLToPath(new URL('./src/site/early/head/scripts/', import.meta.url));
const firebaseJson = fileURLToPath(new URL('../firebase.json', import.meta.url));
const marker = /<!--early-head:([a-zA-Z]+)-->/g;

/** `'sha256-…'`: how a CSP names an inline script's exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

async function bundle(name: string): Promise<string> {
  const { build } = await import('rolldown');
  const result = await build({
    input: `${scripts}${name}.ts`,
    write: false,
    resolve: { alias: { '@': src.replace(/\/$/, '') } },
    // Only what the script calls: a shared module's other top-level values (the model's lists and tables)
    // would otherwise stay in every page's HTML as dead expressions (about 1.3 KB before compression).
    treeshake: { moduleSideEffects: false },
    output: { format: 'iife', minify: true },
  });
  const code = result.output[0].code.trim();
  if (code.includes('</script')) throw new Error(`early-head:${name}: the script contains </script`);
  return code;
}

/** The CSP of firebase.json with `hashes` as its script hashes (other sources kept); unchanged text if equal. */
export function withScriptHashes(json: string, hashes: readonly string[]): string {
  return json.replace(/(script-src 'self')((?: 'sha256-[A-Za-z0-9+/=]+')*)/, `$1 ${hashes.join(' ')}`);
}

export function earlyHeadScripts(): Plugin {
  const hashes = new Set<string>();
  let building = false;
  return {
    name: 'early-head-scripts',
    configResolved(config) {
      building = config.command === 'build';
    },
    async transformIndexHtml(html) {
      const names = [...html.matchAll(marker)].map((match) => match[1]!);
      const bodies = new Map<string, string>();
      for (const name of names) bodies.set(name, await bundle(name));
      for (const body of bodies.values()) hashes.add(scriptHash(body));
      return html.replace(marker, (_, name: string) => `<script>${bodies.get(name)}</script>`);
    },
    closeBundle() {
      if (!building || hashes.size === 0) return;
      const before = readFileSync(firebaseJson, 'utf8');
      const after = withScriptHashes(before, [...hashes]);
      if (after === before) return;
      writeFileSync(firebaseJson, after);
      console.log(`early-head-scripts: firebase.json's script-src now allows ${[...hashes].join(' ')}; commit it.`);
    },
  };
}
