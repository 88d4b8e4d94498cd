#!/usr/bin/env node
// The functions region, one setting (model/src/functionsRegion.ts, issue 39).
//   node scripts/functions-region.mjs                 prints the setting and any firebase.json rewrite that differs
//   node scripts/functions-region.mjs --write         writes the setting into firebase.json's rewrites
//   node scripts/functions-region.mjs --set REGION    changes the setting (and the rewrites) to REGION
// The deploy kit (scripts/deploy-kit.mjs) runs `--set` with the region of the project's Firestore location
// when functions are offered there. Exit code 1 when the rewrites differ (without --write/--set).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importTs } from './lib/importTs.mjs';
import { root } from './lib/emulatorSetup.mjs';

const settingFile = path.join(root, 'model', 'src', 'functionsRegion.ts');
const firebaseJson = path.join(root, 'firebase.json');

/** Writes `region` into every function rewrite of firebase.json (keeping the file's layout otherwise). */
export function writeRewrites(region) {
  const text = readFileSync(firebaseJson, 'utf8');
  const next = text.replace(/("functionId": "[^"]+", "region": ")[^"]*(")/g, `$1${region}$2`);
  if (next !== text) writeFileSync(firebaseJson, next);
}

/** Changes the one setting to `region`. */
export function writeSetting(region) {
  const text = readFileSync(settingFile, 'utf8');
  writeFileSync(settingFile, text.replace(/(export const functionsRegion: string = ')[^']*(';)/, `$1${region}$2`));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'functions-region.mjs');
if (isMain) {
  const argv = process.argv.slice(2);
  const model = await importTs('model/src/functionsRegion.ts');
  const wanted = argv.includes('--set') ? argv[argv.indexOf('--set') + 1] : model.functionsRegion;
  if (!model.functionsRegions.includes(wanted)) {
    console.error(`${wanted} is not a Cloud Functions region (model/src/functionsRegion.ts lists them).`);
    process.exit(1);
  }
  if (argv.includes('--set')) writeSetting(wanted);
  if (argv.includes('--set') || argv.includes('--write')) writeRewrites(wanted);
  const mismatches = model.rewriteRegionMismatches(JSON.parse(readFileSync(firebaseJson, 'utf8')).hosting, wanted);
  console.log(`functions region: ${wanted}`);
  for (const line of mismatches)
    console.log(`  firebase.json: ${line} (run node scripts/functions-region.mjs --write)`);
  process.exitCode = mismatches.length > 0 ? 1 : 0;
}
