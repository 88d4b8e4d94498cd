import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSections, staffTypes, storedDate, type ContentSection, type StaffType } from '@household/model';
import type { Query } from 'firebase-admin/firestore';
import { db } from '../admin';
import type { ChangeTimes } from './pageLastmod';

/**
 * When what the sitemap lists last changed (decision 031): one document read per source, the newest by
 * `updatedAt` (indexes: staff type + updatedAt, content section + updatedAt; web/src/lib/queryShapes.ts).
 * 5 staff types + 7 content sections + settings + costs + media + reviews = 16 reads.
 */
async function newest(query: Query, field = 'updatedAt'): Promise<Date | null> {
  const snapshot = await query.orderBy(field, 'desc').select(field).limit(1).get();
  return snapshot.empty ? null : storedDate(snapshot.docs[0]!.get(field));
}

/** The stored worker (not the public view), so a withdrawn worker's change counts for its type's file. */
function staffTypeChanged(type: StaffType): Promise<Date | null> {
  return newest(db.collection('staff').where('type', '==', type));
}

export async function staffTypesChanged(): Promise<Partial<Record<StaffType, Date | null>>> {
  const dates = await Promise.all(staffTypes.map(staffTypeChanged));
  return Object.fromEntries(staffTypes.map((type, i) => [type, dates[i]]));
}

let texts: Date | null | undefined;
/** The build's record of its texts' last change (scripts/prerender-build.mjs writes functions/ssr/site-texts.json). */
function textsChanged(): Date | null {
  if (texts !== undefined) return texts;
  try {
    const file = path.join(__dirname, '..', 'ssr', 'site-texts.json');
    const value = (JSON.parse(readFileSync(file, 'utf8')) as { textsChangedAt?: unknown }).textsChangedAt;
    texts = typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : null;
  } catch {
    texts = null;
  }
  return texts;
}

export async function changeTimes(): Promise<ChangeTimes> {
  const [types, content, settings, countryCosts, media, reviews] = await Promise.all([
    staffTypesChanged(),
    Promise.all(contentSections.map((section) => newest(db.collection('content').where('section', '==', section)))),
    db
      .doc('settings/site')
      .get()
      .then((doc) => storedDate(doc.get('updatedAt'))),
    newest(db.collection('countryCosts')),
    newest(db.collection('media')),
    newest(db.collection('reviews').where('approved', '==', true), 'createdAt'),
  ]);
  return {
    texts: textsChanged(),
    settings,
    content: Object.fromEntries(contentSections.map((section, i) => [section, content[i]])) as Partial<
      Record<ContentSection, Date | null>
    >,
    staffTypes: types,
    countryCosts,
    media,
    reviews,
  };
}
