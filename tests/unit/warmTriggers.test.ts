import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { firestoreTriggers, warmUpDocument, warmUpEvent } from '../../scripts/lib/warmTriggers.mjs';

const staffTrigger = {
  id: 'us-central1-auditStaff',
  entryPoint: 'auditStaff',
  eventTrigger: {
    eventType: 'google.cloud.firestore.document.v1.written',
    eventFilters: { database: '(default)', namespace: '(default)' },
    eventFilterPathPatterns: { document: 'staff/{docId}' },
  },
};

describe('warming the Firestore triggers before the suites', () => {
  it('names a document on each trigger path, every wildcard replaced', () => {
    expect(warmUpDocument('staff/{staffId}')).toBe('staff/warm-up');
    expect(warmUpDocument('requests/{requestId}/notes/{noteId}')).toBe('requests/warm-up/notes/warm-up');
  });

  it('sends an event of the trigger type for a matching document and no document data', () => {
    const event = warmUpEvent(staffTrigger, 'demo-household-staff', new Date('2026-11-28T12:00:00Z'));
    expect(event).toMatchObject({
      type: 'google.cloud.firestore.document.v1.written',
      source: '//firestore.googleapis.com/projects/demo-household-staff/databases/(default)',
      subject: 'documents/staff/warm-up',
      document: 'staff/warm-up',
      time: '2026-11-28T12:00:00.000Z',
    });
    expect(event).not.toHaveProperty('data');
  });

  it('warms only the Firestore triggers (Storage events and HTTP functions are not sent one at a time)', () => {
    const backends = [
      {
        functionTriggers: [
          staffTrigger,
          { id: 'us-central1-renderPage', httpsTrigger: {} },
          {
            id: 'us-central1-auditDocumentUploaded',
            eventTrigger: { eventType: 'google.cloud.storage.object.v1.finalized' },
          },
        ],
      },
    ];
    expect(firestoreTriggers(backends).map((trigger: { id: string }) => trigger.id)).toEqual([
      'us-central1-auditStaff',
    ]);
  });
});
