// settings/site.heroImageVariants (issue 38, docs/decisions/033-responsive-hero.md): the hero's responsive
// files, written by the onHeroImageWritten function only. A visitor writes nothing; the admin's saves keep
// the field as it is, so the admin (or a script with the admin's token) cannot point the home page, or the
// function's cleanup, at other files, inside the variants folder or outside it.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dbAs,
  resetData,
  seedDoc,
  sendWrite,
  sharedRulesEnv,
  storedDoc,
  validSiteSettings,
} from './support/firestoreRulesEnv.ts';

let env: RulesTestEnvironment;

const heroUrl = 'https://firebasestorage.googleapis.com/v0/b/demo/o/page-images%2FheroImageUrl-1.jpg?alt=media';
const variantAt = (path: string) => ({
  path,
  url: `https://firebasestorage.googleapis.com/v0/b/demo/o/${encodeURIComponent(path)}?alt=media`,
  width: 480,
  height: 640,
  format: 'avif',
  crop: 'phone',
});
const recorded = { source: heroUrl, variants: [variantAt('page-images/variants/heroImageUrl-1-phone-480.avif')] };
const stamp = () => ({ updatedAt: serverTimestamp(), updatedBy: 'boss' });

describe('Firestore rules: the hero variants on settings/site', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
    // As the function leaves it: the admin's settings plus the recorded variants.
    await seedDoc(env, 'settings/site', {
      ...validSiteSettings({ heroImageUrl: heroUrl }),
      heroImageVariants: recorded,
    });
  });

  // As the portal saves: the admin's uid in auditStamps/settings (sendWrite, decision 027).
  const adminSave = (data: Record<string, unknown>) =>
    sendWrite(dbAs(env, 'admin'), 'settings/site', { ...data, ...stamp() }, 'merge');

  it("keeps the admin's ordinary saves working (the field rides along unchanged)", async () => {
    await assertSucceeds(adminSave({ licenseNumber: 'HRSD-2' }));
    await assertSucceeds(adminSave({ heroImageUrl: null }));
    expect((await storedDoc(env, 'settings/site'))?.heroImageVariants).toEqual(recorded);
  });

  it.each([
    ['a variant outside the variants folder', { ...recorded, variants: [variantAt('cvs/srt-active-1.pdf')] }],
    [
      'a variant path escaping the folder',
      { ...recorded, variants: [variantAt('page-images/variants/../../cvs/a.pdf')] },
    ],
    [
      'another file inside the folder',
      { ...recorded, variants: [variantAt('page-images/variants/other-phone-480.avif')] },
    ],
    ['another source', { ...recorded, source: 'https://evil.example/hero.jpg' }],
    ['a plain string', 'page-images/variants/x.avif'],
  ])('refuses the admin forging %s', async (_title, heroImageVariants) => {
    await assertFails(adminSave({ heroImageVariants }));
    await assertFails(sendWrite(dbAs(env, 'admin'), 'settings/site', { heroImageVariants, ...stamp() }, 'update'));
  });

  it('refuses the admin clearing the field (the function does that when the hero goes)', async () => {
    await assertFails(
      sendWrite(dbAs(env, 'admin'), 'settings/site', { heroImageVariants: deleteField(), ...stamp() }, 'update'),
    );
  });

  it('refuses the field on a create', async () => {
    await resetData(env);
    await assertFails(
      sendWrite(dbAs(env, 'admin'), 'settings/site', {
        ...validSiteSettings(),
        heroImageVariants: recorded,
        updatedBy: 'boss',
      }),
    );
    await assertSucceeds(sendWrite(dbAs(env, 'admin'), 'settings/site', { ...validSiteSettings(), updatedBy: 'boss' }));
  });

  it.each(['anonymous', 'signedIn'] as const)('refuses a %s visitor writing it', async (role) => {
    const forged = { ...recorded, variants: [variantAt('page-images/variants/x.avif')] };
    await assertFails(
      setDoc(
        doc(dbAs(env, role), 'settings/site'),
        { heroImageVariants: forged, updatedAt: serverTimestamp() },
        { merge: true },
      ),
    );
    await assertFails(updateDoc(doc(dbAs(env, role), 'settings/site'), { heroImageVariants: deleteField() }));
  });
});
