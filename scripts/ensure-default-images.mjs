#!/usr/bin/env node
// Fills the page-image settings (settings/site heroImageUrl, aboutUsImageUrl, servicesImageUrl,
// contactImageUrl) that are missing, null or empty with the bundled defaults under /media/defaults/.
// Never overwrites a value; one transaction, so it is safe to run any number of times.
// Runs after `npm start` brings the emulators up (FIRESTORE_EMULATOR_HOST set) and after a hosting
// deploy (firebase.json postdeploy, GCLOUD_PROJECT set, application default credentials).
// Usage: node scripts/ensure-default-images.mjs [--project <id>]
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

import { adminApp } from './lib/adminApp.mjs';

/** The pure decision of functions/src/settings/defaultImages.ts (scripts/bootstrap.mjs writes the same defaults). */
async function loadDecision() {
  // The .ts source needs Node's type stripping (Node 22); the compiled copy serves older Node versions.
  // functions/package.json has no "type", so Node notes that it re-parses the file as ESM: silence that note only.
  const emit = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
    if (code !== 'MODULE_TYPELESS_PACKAGE_JSON') emit.call(process, warning, ...rest);
  };
  try {
    return await import('../functions/src/settings/defaultImages.ts');
  } catch {
    return import('../functions/lib/settings/defaultImages.js');
  } finally {
    process.emitWarning = emit;
  }
}

try {
  const { missingDefaultImages } = await loadDecision();
  const { app, target } = adminApp(process.argv.slice(2), 'firestore');
  const db = getFirestore(app);
  const ref = db.doc('settings/site');
  const filled = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const updates = missingDefaultImages(snapshot.data());
    const keys = Object.keys(updates);
    if (keys.length > 0) transaction.set(ref, { ...updates, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    return keys;
  });
  console.log(
    filled.length > 0
      ? `Default images: filled ${filled.join(', ')} in ${target}.`
      : `Default images: all four page images already set in ${target}.`,
  );
} catch (error) {
  console.error(`Default images: not applied (${error instanceof Error ? error.message : String(error)}).`);
  process.exitCode = 1;
}
