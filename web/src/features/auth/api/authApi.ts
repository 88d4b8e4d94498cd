import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { adminAuth } from '@/lib/firebase/adminSdk';

export async function signInAdmin(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(adminAuth, email, password);
}

export async function signOutAdmin(): Promise<void> {
  await signOut(adminAuth);
}
