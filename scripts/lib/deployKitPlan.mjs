// The deploy kit's plan (scripts/deploy-kit.mjs; README "Deploying to a real Firebase project"). Pure:
// given the project and what is declared in the repository, the commands that make a project what the
// office needs, in order. Every step is safe to run again.

/** Daily backups are kept this long; the privacy notice (public.json privacy.s6Text) says the same. */
export const backupRetentionDays = 7;

/** The time-to-live fields declared in firestore.indexes.json (`fieldOverrides` with `ttl: true`). */
export function ttlFields(indexesFile) {
  return (indexesFile.fieldOverrides ?? [])
    .filter((override) => override.ttl === true)
    .map((override) => ({ collectionGroup: override.collectionGroup, fieldPath: override.fieldPath }));
}

/**
 * The commands, each `{ what, command: [program, ...args] }`. `schedules` is what
 * `gcloud firestore backups schedules list --format=json` answered (null: not known yet, plan a create).
 */
export function deployKitPlan({ projectId, indexesFile, schedules = null }) {
  if (!/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/.test(projectId) || projectId.startsWith('demo-'))
    throw new Error(`"${projectId}" is not a real Firebase project id`);
  const project = `--project=${projectId}`;
  const database = '--database=(default)';
  const retention = `--retention=${backupRetentionDays}d`;
  const steps = [
    {
      what: 'deploy (predeploy: production build + bundle check; rules, indexes and TTL overrides, functions, hosting)',
      command: ['npx', 'firebase', 'deploy', '--project', projectId],
    },
    {
      what: 'public staff view: publicStaff/{id} for every publishable worker (decision 021; safe to rerun)',
      command: ['node', 'scripts/backfill-public-staff.mjs', '--project', projectId],
    },
    {
      what: 'request journeys: stage codes, journey, country and stage dates of older requests (issue 34; safe to rerun)',
      command: ['node', 'scripts/migrate-request-journey.mjs', '--project', projectId, '--apply'],
    },
    {
      what: 'no admin uid in what visitors read: updatedBy off older public documents (issue 39; safe to rerun)',
      command: ['node', 'scripts/strip-public-actors.mjs', '--project', projectId, '--apply'],
    },
    {
      what: 'point-in-time recovery (any minute of the last 7 days)',
      command: ['gcloud', 'firestore', 'databases', 'update', database, '--enable-pitr', project],
    },
  ];
  const daily = (schedules ?? []).find((schedule) => schedule.dailyRecurrence !== undefined);
  if (daily) {
    const id = String(daily.name).split('/').pop();
    steps.push({
      what: `daily backup schedule ${id}: retention ${backupRetentionDays} days`,
      command: [
        'gcloud',
        'firestore',
        'backups',
        'schedules',
        'update',
        database,
        `--backup-schedule=${id}`,
        retention,
        project,
      ],
    });
  } else {
    steps.push({
      what: `daily backup, kept ${backupRetentionDays} days`,
      command: [
        'gcloud',
        'firestore',
        'backups',
        'schedules',
        'create',
        database,
        '--recurrence=daily',
        retention,
        project,
      ],
    });
  }
  for (const field of ttlFields(indexesFile))
    steps.push({
      what: `time-to-live: ${field.collectionGroup}.${field.fieldPath}`,
      command: [
        'gcloud',
        'firestore',
        'fields',
        'ttls',
        'update',
        field.fieldPath,
        `--collection-group=${field.collectionGroup}`,
        '--enable-ttl',
        '--async',
        project,
      ],
    });
  steps.push({
    what: 'what the office still lacks',
    command: ['node', 'scripts/check-deploy.mjs', '--project', projectId],
  });
  return steps;
}
