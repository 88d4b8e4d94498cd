// Allowed: the Firebase SDK inside an api/ folder.
import { getFirestore } from 'firebase/firestore';

export const db = getFirestore;
