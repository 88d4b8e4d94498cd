import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Rules tests run in their own project id so clearing data never touches the seeded demo project.
let env: RulesTestEnvironment;

beforeAll(async () => {
  setLogLevel('error');
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-skeleton',
    firestore: { host: '127.0.0.1', port: 8080, rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'content/home_heroTitle'), { section: 'home', fieldKey: 'heroTitle', en: 'Hi', ar: 'مرحبا' });
    await setDoc(doc(context.firestore(), 'staffContacts/s1'), { email: 'a@b.c', phone: '0500000000' });
  });
});

describe('skeleton rules', () => {
  it('lets a visitor read content', async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore(), 'content/home_heroTitle')));
  });

  it('keeps staff contacts from visitors and from signed-in users without the admin claim', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'staffContacts/s1')));
    await assertFails(getDoc(doc(env.authenticatedContext('someone').firestore(), 'staffContacts/s1')));
    await assertSucceeds(getDoc(doc(env.authenticatedContext('boss', { admin: true }).firestore(), 'staffContacts/s1')));
  });

  it('denies a visitor writing content', async () => {
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), 'content/home_heroTitle'), { en: 'hacked' }));
  });
});
