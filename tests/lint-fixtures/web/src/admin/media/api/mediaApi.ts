// Allowed: the full Firebase SDK inside an admin api/ folder.
import { getFirestore } from 'firebase/firestore';

export const db = getFirestore;
