// Breaks: the full Firestore SDK and reactfire in the site wing, even inside api/.
import { getFirestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

export const fullFirestore = [getFirestore, useFirestore];
