// Issue 30: the demo data obeys the product's own rules. Every seeded tracking code, phone, reference
// code and e-mail passes the same validators the public pages use, so the demo's codes can be tracked
// and its messages could have been sent through the forms.
import { fileURLToPath } from 'node:url';
import { isStaffRefCode, isStrictEmail, isTrackingCode, tidyTrackingCode } from '@household/model';
import { describe, expect, it } from 'vitest';
import { seedMessages } from '../fixtures/messages.ts';
import { seedRequests } from '../fixtures/requests.ts';
import { seed } from '../fixtures/seed.ts';
import { normalizePhone } from '../../web/src/lib/phone.ts';

interface ContactValidators {
  validateContact(
    values: { name: string; email: string; phone: string; subject: string; message: string },
    consent: boolean,
  ): Record<string, string>;
}

/**
 * The contact page's own validator. It imports the web app's `@/` alias, which this workspace's
 * type check does not resolve; vitest.unit.config.ts maps the alias, so it is loaded at run time.
 */
async function contactValidators(): Promise<ContactValidators> {
  const modulePath = fileURLToPath(new URL('../../web/src/site/contact/contactMessage.ts', import.meta.url));
  return (await import(/* @vite-ignore */ modulePath)) as ContactValidators;
}

describe('the seed passes the pages’ validators', () => {
  it('every request: the id is its tracking code, and code, phone, e-mail and workers pass the form and /track', () => {
    const refCodes = new Set(seed.staff.map((member) => member.refCode));
    expect(seedRequests.length).toBeGreaterThan(0);
    for (const request of seedRequests) {
      expect(request.id, request.id).toBe(request.trackingCode);
      expect(isTrackingCode(request.trackingCode), request.trackingCode).toBe(true);
      // What a family types on /track (lower case, no dashes) finds the same code.
      expect(tidyTrackingCode(request.trackingCode.toLowerCase().replace(/-/g, ''))).toBe(request.trackingCode);
      // Stored as the request form stores a phone: its own normalised form.
      expect(normalizePhone(request.phone), request.phone).toBe(request.phone);
      if (request.email !== null) expect(isStrictEmail(request.email), request.email).toBe(true);
      for (const refCode of request.refCodes) {
        expect(isStaffRefCode(refCode), refCode).toBe(true);
        expect(refCodes.has(refCode), refCode).toBe(true);
      }
    }
  });

  it('every contact message passes the contact form’s checks (name, e-mail, phone, subject, message)', async () => {
    const { validateContact } = await contactValidators();
    expect(seedMessages.length).toBeGreaterThan(0);
    for (const message of seedMessages) {
      const errors = validateContact(
        {
          name: message.name,
          email: message.email,
          phone: message.phone ?? '',
          subject: message.subject,
          message: message.message,
        },
        true,
      );
      expect(errors, `${message.id}: ${JSON.stringify(errors)}`).toEqual({});
    }
  });

  it('every staff reference code has the page’s shape, and staff e-mails and phones pass the checks', () => {
    for (const member of seed.staff) expect(isStaffRefCode(member.refCode), member.refCode).toBe(true);
    for (const [id, contact] of Object.entries(seed.staffContacts)) {
      expect(isStrictEmail(contact.email), `${id} ${contact.email}`).toBe(true);
      expect(normalizePhone(contact.phone), `${id} ${contact.phone}`).not.toBeNull();
    }
  });
});
