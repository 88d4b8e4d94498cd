// The deploy kit's plan (scripts/lib/deployKitPlan.mjs): the TTL policies come from firestore.indexes.json,
// the backup retention is the one the privacy notice tells visitors, PITR is on, a demo project is refused,
// and hosting and functions deploy only after the production build and the bundle check (firebase.json).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types
import { backupRetentionDays, deployKitPlan, ttlFields } from '../../scripts/lib/deployKitPlan.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const indexesFile = JSON.parse(read('firestore.indexes.json'));
type Step = { what: string; command: string[] };
const commands = (steps: Step[]) => steps.map((step) => step.command.join(' '));

describe('the deploy kit', () => {
  it('declares the TTL of the expiring collections in the repository', () => {
    expect(ttlFields(indexesFile)).toEqual([
      { collectionGroup: 'rateLimits', fieldPath: 'expiresAt' },
      { collectionGroup: 'visitorLimits', fieldPath: 'expiresAt' },
    ]);
  });

  it('deploys, turns on PITR, schedules a daily backup, applies every TTL, then checks', () => {
    const steps = commands(deployKitPlan({ projectId: 'household-staff-riyadh', indexesFile }));
    expect(steps[0]).toBe('npx firebase deploy --project household-staff-riyadh');
    // The public staff view (decision 021) is written for workers stored before its trigger existed.
    expect(steps[1]).toBe('node scripts/backfill-public-staff.mjs --project household-staff-riyadh');
    // Requests stored before the journeys (issue 34) get their stages, journey, country and dates.
    expect(steps[2]).toBe('node scripts/migrate-request-journey.mjs --project household-staff-riyadh --apply');
    // Documents visitors read lose the admin uid they carried before auditStamps (issue 39).
    expect(steps[3]).toBe('node scripts/strip-public-actors.mjs --project household-staff-riyadh --apply');
    expect(steps).toContain(
      'gcloud firestore databases update --database=(default) --enable-pitr --project=household-staff-riyadh',
    );
    expect(steps).toContain(
      `gcloud firestore backups schedules create --database=(default) --recurrence=daily --retention=${backupRetentionDays}d --project=household-staff-riyadh`,
    );
    for (const field of ttlFields(indexesFile))
      expect(
        steps.some((step) =>
          step.includes(`ttls update ${field.fieldPath} --collection-group=${field.collectionGroup} --enable-ttl`),
        ),
      ).toBe(true);
    expect(steps.at(-1)).toBe('node scripts/check-deploy.mjs --project household-staff-riyadh');
  });

  it('updates an existing daily schedule instead of adding a second one', () => {
    const schedules = [{ name: 'projects/p/databases/(default)/backupSchedules/abc123', dailyRecurrence: {} }];
    const steps = commands(deployKitPlan({ projectId: 'household-staff-riyadh', indexesFile, schedules }));
    expect(steps.some((step) => step.includes('schedules create'))).toBe(false);
    expect(steps.some((step) => step.includes('schedules update --database=(default) --backup-schedule=abc123'))).toBe(
      true,
    );
  });

  it('refuses a demo or malformed project id', () => {
    for (const projectId of ['demo-household-staff', 'Bad_Id', ''])
      expect(() => deployKitPlan({ projectId, indexesFile })).toThrow(/not a real Firebase project/);
  });

  it('keeps backups as long as the privacy notice says, in both languages', () => {
    const en = JSON.parse(read('web/src/locales/en/public.json')).privacy.s6Text as string;
    const ar = JSON.parse(read('web/src/locales/ar/public.json')).privacy.s6Text as string;
    expect(en).toContain(`kept for ${backupRetentionDays} days`);
    expect(ar).toContain(`${backupRetentionDays} أيام`);
  });

  it('hosting and functions deploy a production build that passed the bundle check', () => {
    const firebase = JSON.parse(read('firebase.json'));
    const hosting: string[] = firebase.hosting.predeploy;
    const functions: string[] = firebase.functions[0].predeploy;
    for (const hooks of [hosting, functions]) {
      const build = hooks.findIndex((hook) => hook.includes('build:prod'));
      const check = hooks.findIndex((hook) => hook.includes('check-bundle.mjs'));
      expect(build).toBeGreaterThanOrEqual(0);
      expect(check).toBeGreaterThan(build);
    }
  });
});
