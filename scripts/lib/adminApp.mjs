// The Admin SDK app for the maintenance scripts (create-admin, ensure-default-images).
import { applicationDefault, initializeApp } from 'firebase-admin/app';

// Admin SDK app: the emulator when its host variable is set, otherwise the real project with application
// default credentials (`gcloud auth application-default login`).
const demoProject = 'demo-household-staff';

/** `--name value` or `--name=value` from argv. */
export function argValue(argv, name) {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === flag) return argv[i + 1];
    if (argv[i].startsWith(`${flag}=`)) return argv[i].slice(flag.length + 1);
  }
  return undefined;
}

/**
 * @param {string[]} argv
 * @param {'firestore' | 'auth'} service which emulator host decides "local"
 */
export function adminApp(argv, service) {
  const emulatorHost =
    service === 'firestore' ? process.env.FIRESTORE_EMULATOR_HOST : process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = argValue(argv, 'project') || process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
  if (emulatorHost) {
    const projectId = project || demoProject;
    // No Google credentials are involved: skip the metadata-server probe (and its warning) on a laptop.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    return {
      app: initializeApp({ projectId }),
      projectId,
      target: `the ${service} emulator at ${emulatorHost} (project ${projectId})`,
    };
  }
  if (!project) {
    throw new Error(
      'No project: pass --project <id> or set GCLOUD_PROJECT (or set the emulator host variable for local use).',
    );
  }
  return {
    app: initializeApp({ projectId: project, credential: applicationDefault() }),
    projectId: project,
    target: `project ${project}`,
  };
}
