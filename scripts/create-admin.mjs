#!/usr/bin/env node
// Creates or resets the administrator account and gives it the `admin: true` custom claim.
//   npm run create-admin -- --project <id> [--email <address>] [--password <password>]
// E-mail: --email, else VITE_ADMIN_EMAIL, else admin@household-staff.local.
// Password: --password, else ADMIN_PASSWORD, else asked for (hidden) on the terminal. At least 6 characters.
// Credentials: application default credentials (`gcloud auth application-default login`) and the project
// from --project or GCLOUD_PROJECT. With FIREBASE_AUTH_EMULATOR_HOST set it works on the Auth emulator.
import { createInterface } from 'node:readline';
import { getAuth } from 'firebase-admin/auth';
import { adminApp, argValue } from './lib/adminApp.mjs';

const argv = process.argv.slice(2);
const minLength = 6;

function askHidden(question) {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    let muted = false;
    rl._writeToOutput = (text) => {
      if (!muted) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function readPassword() {
  const given = argValue(argv, 'password') ?? process.env.ADMIN_PASSWORD;
  if (given !== undefined) return given;
  if (!process.stdin.isTTY)
    throw new Error('No password: pass --password, set ADMIN_PASSWORD, or run in a terminal to be asked.');
  const first = await askHidden('New admin password: ');
  const second = await askHidden('Repeat it: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

try {
  const email = (argValue(argv, 'email') ?? process.env.VITE_ADMIN_EMAIL ?? 'admin@household-staff.local').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`Not an e-mail address: ${email}`);
  const password = await readPassword();
  if (password.length < minLength) throw new Error(`The password must be at least ${minLength} characters.`);

  const { app, target } = adminApp(argv, 'auth');
  const auth = getAuth(app);
  let user = await auth.getUserByEmail(email).catch((error) => {
    if (error?.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (user) {
    user = await auth.updateUser(user.uid, { password, emailVerified: true, disabled: false });
    console.log(`Reset the password of ${email} (uid ${user.uid}) in ${target}.`);
  } else {
    user = await auth.createUser({ email, password, emailVerified: true, displayName: 'Administrator' });
    console.log(`Created ${email} (uid ${user.uid}) in ${target}.`);
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  console.log('Set the custom claim admin: true. Sign in again in the admin portal to pick it up.');
} catch (error) {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
