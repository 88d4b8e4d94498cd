// The documents a visitor's browser writes, as the Admin SDK arranges them in functions tests and e2e specs
// (the rules suites cover the visitor writes themselves): the fields of the model with server times.
import { FieldValue } from 'firebase-admin/firestore';
import type { RequestFields } from '@household/model';

/** A new request (`requests/{trackingCode}`) as the request form writes it; `overrides` replace any field. */
export function visitorRequest(fields: Partial<RequestFields> & Pick<RequestFields, 'trackingCode'>, overrides = {}) {
  return {
    refCodes: ['MD-0001'],
    name: 'Umm Test',
    phone: '0501234567',
    email: null,
    message: null,
    locale: 'ar',
    ...fields,
    consentAt: FieldValue.serverTimestamp(),
    status: 'new',
    history: [],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

/**
 * A visitor document's path (`contactMessages/{id}` or `requests/{id}`) and the paths its creation trigger
 * writes: the admin notification `notifications/{kind}-{id}` and the e-mail `mail/{kind}-{id}`.
 */
export function withNotices(path: string): string[] {
  const [collection, id] = path.split('/');
  const kind = collection === 'requests' ? 'request' : 'contact';
  return [path, `notifications/${kind}-${id}`, `mail/${kind}-${id}`];
}
