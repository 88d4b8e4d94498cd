import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { adminAuth } from '@/admin/lib/firebase/adminSdk';

export async function signInAdmin(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(adminAuth, email, password);
}

export async function signOutAdmin(): Promise<void> {
  await signOut(adminAuth);
}

/**
 * Who is signed in, and whether they carry the `admin` custom claim (`requiredClaims`, never
 * `validateCustomClaims`: reactfire #514).
 */
export function useAdminSignin() {
  return useSigninCheck({ requiredClaims: { admin: true } });
}
