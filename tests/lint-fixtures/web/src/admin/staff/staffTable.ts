// Breaks: the Firebase SDK and reactfire outside api/ and lib/firebase/.
import { getFirestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

export const staffTable = () => [getFirestore, useFirestore];
