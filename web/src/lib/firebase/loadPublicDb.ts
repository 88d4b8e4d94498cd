/**
 * Loads Firestore Lite and the public database on first use, as a separate chunk, so the code
 * that reads the home page's content and the site settings does not put the Firebase SDK in
 * the public first load (the page paints with its fallback texts first). Pages that are lazy
 * chunks anyway import `publicDb` directly.
 */
export async function loadPublicDb() {
  const [lite, { publicDb }] = await Promise.all([import('firebase/firestore/lite'), import('./publicDb')]);
  return { lite, db: publicDb() };
}

/** The Firestore Lite module as loadPublicDb returns it, for helpers that build queries with it. */
export type FirestoreLite = Awaited<ReturnType<typeof loadPublicDb>>['lite'];
