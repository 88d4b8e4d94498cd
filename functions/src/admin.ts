import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/** The Admin SDK app, initialised once per function instance. */
if (getApps().length === 0) initializeApp();

export const db = getFirestore();
