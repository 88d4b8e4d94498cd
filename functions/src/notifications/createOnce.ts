import { db, grpc, hasCode } from '../admin';

/** `create()` fails on an existing document: a redelivered event writes nothing twice. */
export async function createOnce(path: string, data: Record<string, unknown>): Promise<boolean> {
  try {
    await db.doc(path).create(data);
    return true;
  } catch (error) {
    if (hasCode(error, grpc.alreadyExists)) return false;
    throw error;
  }
}
