// Allowed: Firestore Lite inside a site api/ folder.
import { getFirestore } from 'firebase/firestore/lite';

export const liteFirestore = getFirestore;
