import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditStampPath, privatelyStampedCollections, stampsPrivately } from './auditStamps.ts';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

describe('stampsPrivately', () => {
  it('is true for the visitor-readable audited documents only', () => {
    for (const [collection, id] of [
      ['content', 'home_heroTitle'],
      ['reviews', 'r1'],
      ['media', 'm1'],
      ['countryCosts', 'PH'],
      ['settings', 'site'],
    ])
      expect(stampsPrivately(collection!, id!), `${collection}/${id}`).toBe(true);
    for (const [collection, id] of [
      ['settings', 'private'],
      ['settings', 'journey'],
      ['settings', 'priceCeilings'],
      ['staff', 's1'],
      ['staffContacts', 's1'],
      ['requests', 'R-AAAA-AA'],
      ['contactMessages', 'm1'],
    ])
      expect(stampsPrivately(collection!, id!), `${collection}/${id}`).toBe(false);
    expect(auditStampPath('settings')).toBe('auditStamps/settings');
  });

  it('names the collections firestore.rules let an admin stamp (match /auditStamps) and check with stampsActorPrivately', () => {
    const block = /match \/auditStamps\/\{collection\} \{[\s\S]*?collection in \[([^\]]*)\]/.exec(rules);
    expect(block, 'firestore.rules has the auditStamps block').not.toBeNull();
    const listed = [...block![1]!.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...privatelyStampedCollections].sort());
    const checked = [...rules.matchAll(/stampsActorPrivately\('([A-Za-z]+)'\)/g)].map((match) => match[1]);
    expect([...new Set(checked)].sort()).toEqual([...privatelyStampedCollections].sort());
  });
});
