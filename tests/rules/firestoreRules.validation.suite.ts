// Field-by-field validation of every client write: each invalid variant is denied, each valid
// variant the app legitimately sends is allowed. The public contact form is tried as a visitor,
// everything else as the admin (so a deny here is about the data, not the role).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import {
  dbAs,
  past,
  resetData,
  sharedRulesEnv,
  validContactMessage,
  validContent,
  validMedia,
  validPrivateSettings,
  validReview,
  validSiteSettings,
  validStaff,
  validStaffContact,
  type Role,
  adminStamped,
  sendWrite,
} from './support/firestoreRulesEnv.ts';
import { visitorCreate } from './support/visitorBatch.ts';
import { siteImageKeys } from '@household/model';

type Data = Record<string, unknown>;

/** A copy of `data` without `key`. */
const without = (data: Data, key: string): Data => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
const long = (length: number) => 'x'.repeat(length);

interface Variant {
  title: string;
  write: (db: Firestore) => Promise<unknown>;
}

let env: RulesTestEnvironment;

function table(title: string, role: Role, allowed: Variant[], denied: Variant[]) {
  describe(title, () => {
    it.each(allowed.map((v) => [v.title, v] as const))('allows %s', async (_t, variant) => {
      await assertSucceeds(variant.write(dbAs(env, role)));
    });
    it.each(denied.map((v) => [v.title, v] as const))('denies %s', async (_t, variant) => {
      await assertFails(variant.write(dbAs(env, role)));
    });
  });
}

const setAt = (path: string, data: Data) => (db: Firestore) => sendWrite(db, path, adminStamped(path, data));
const updateAt = (path: string, data: Data) => (db: Firestore) =>
  sendWrite(db, path, adminStamped(path, data), 'update');

describe('Firestore rules validation', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  // ---------- contactMessages: the one public write ----------

  const message = validContactMessage();
  const newMessage = (title: string, data: Data): Variant => ({
    title,
    write: (db) => visitorCreate(db, 'contactMessages/new-1', data),
  });
  const contactRequired = ['name', 'email', 'subject', 'message'] as const;
  const contactLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

  table(
    'contactMessages create (signed-in visitor with its marker, the public contact form)',
    'signedIn',
    [
      newMessage('a message without phone (null)', message),
      newMessage('a message with a phone number', { ...message, phone: '+966 50 123-4567' }),
      newMessage('a phone with parentheses', { ...message, phone: '(050) 123 4567' }),
      newMessage('an Arabic message', {
        ...message,
        locale: 'ar',
        name: 'سارة',
        subject: 'أحتاج مربية',
        message: 'أرجو الاتصال بي',
      }),
      newMessage('a multi-line message with tabs', { ...message, message: 'First line\n\tSecond line\r\nThird' }),
      newMessage('a name with an inner no-break space and a right-to-left mark', {
        ...message,
        name: 'Sara\u00A0Al\u200F-Qahtani',
      }),
      newMessage('a plus-addressed, sub-domain e-mail', { ...message, email: 'sara.q+nanny@mail.example.com.sa' }),
      newMessage('fields at their maximum length', {
        ...message,
        name: long(100),
        email: `${long(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(55)}.com`,
        subject: long(200),
        message: long(5000),
        phone: `+${'1 '.repeat(14)}1`, // 30 characters, 15 digits (E.164's most)
      }),
    ],
    [
      ...contactRequired.map((key) => newMessage(`a missing ${key}`, without(message, key))),
      ...contactRequired.map((key) => newMessage(`an empty ${key}`, { ...message, [key]: '' })),
      ...contactRequired.map((key) => newMessage(`a blank ${key} (spaces only)`, { ...message, [key]: '   ' })),
      ...contactRequired.map((key) =>
        newMessage(`a ${key} that is too long`, { ...message, [key]: `${long(contactLimits[key])}@x.io` }),
      ),
      ...contactRequired.map((key) => newMessage(`a ${key} that is not a string`, { ...message, [key]: 42 })),
      newMessage('a missing phone key', without(message, 'phone')),
      newMessage('an empty phone (must be null)', { ...message, phone: '' }),
      newMessage('a phone with letters', { ...message, phone: '050-CALL-ME' }),
      newMessage('a phone that is too long', { ...message, phone: '1'.repeat(31) }),
      // The one phone rule (model/src/phone.ts): real digits, not just the signs (issue 27).
      ...['+', '()', '+ ( ) -', '(', '123456', '1'.repeat(16)].map((phone) =>
        newMessage(`the phone "${phone}" (no real number)`, { ...message, phone }),
      ),
      newMessage('a phone that is a number', { ...message, phone: 501234567 }),
      newMessage('a missing status', without(message, 'status')),
      newMessage("a forged status 'read'", { ...message, status: 'read' }),
      newMessage("the old status 'new'", { ...message, status: 'new' }),
      newMessage('a missing locale', without(message, 'locale')),
      newMessage("a bad locale 'fr'", { ...message, locale: 'fr' }),
      newMessage('a missing createdAt', without(message, 'createdAt')),
      newMessage('a forged createdAt (past)', { ...message, createdAt: past }),
      newMessage('a forged createdAt (client clock)', { ...message, createdAt: Timestamp.now() }),
      newMessage('a createdAt string', { ...message, createdAt: new Date().toISOString() }),
      newMessage('an extra field', { ...message, reply: 'auto' }),
      newMessage('an extra admin field', { ...message, isAdmin: true }),
      newMessage('an e-mail without @', { ...message, email: 'sara.example.com' }),
      newMessage('an e-mail without a domain dot', { ...message, email: 'sara@example' }),
      newMessage('an e-mail with spaces', { ...message, email: 'sa ra@example.com' }),
      newMessage('an e-mail with two @', { ...message, email: 'sara@@example.com' }),
      // Trust rules (docs/architecture.md#trust-rules): consent, invisible characters, control and bidi characters, strict e-mail.
      newMessage('a missing consentAt', without(message, 'consentAt')),
      newMessage('a forged consentAt (past)', { ...message, consentAt: past }),
      newMessage('a consentAt true instead of the time', { ...message, consentAt: true }),
      ...(['name', 'subject', 'message'] as const).flatMap((key) => [
        newMessage(`a ${key} of zero-width spaces only`, { ...message, [key]: '\u200B\u200B\u200B' }),
        newMessage(`a ${key} of no-break spaces only`, { ...message, [key]: '\u00A0\u00A0' }),
        newMessage(`a ${key} of a BOM and a word joiner only`, { ...message, [key]: '\uFEFF\u2060' }),
        newMessage(`a ${key} with a leading zero-width space (not trimmed)`, { ...message, [key]: '\u200BSara' }),
        newMessage(`a ${key} with a trailing no-break space (not trimmed)`, { ...message, [key]: 'Sara\u00A0' }),
      ]),
      ...(['name', 'subject'] as const).flatMap((key) => [
        newMessage(`a ${key} with a newline (forged mail rows)`, { ...message, [key]: 'Sara\nPhone: 0500000000' }),
        newMessage(`a ${key} with a carriage return`, { ...message, [key]: 'Sara\rBcc: x@example.com' }),
        newMessage(`a ${key} with a tab`, { ...message, [key]: 'Sara\tAli' }),
        newMessage(`a ${key} with a NUL`, { ...message, [key]: 'Sara\u0000' + 'x' }),
        newMessage(`a ${key} with a right-to-left override`, { ...message, [key]: 'Invoice \u202Egnp.exe' }),
        newMessage(`a ${key} with a left-to-right embedding`, { ...message, [key]: 'a\u202Ab' }),
        newMessage(`a ${key} with a first-strong isolate`, { ...message, [key]: 'a\u2068b' }),
        newMessage(`a ${key} with a C1 control`, { ...message, [key]: 'a\u0085b' }),
      ]),
      newMessage('a message with a bell control character', { ...message, message: 'Hello\u0007' + ' there' }),
      newMessage('an e-mail with a display name', { ...message, email: 'Sara <sara@example.com>' }),
      newMessage('an e-mail with a comma (two addresses)', { ...message, email: 'sara@example.com,x@example.com' }),
      newMessage('an e-mail with a semicolon', { ...message, email: 'sara@example.com;x@example.com' }),
      newMessage('an e-mail with a quote', { ...message, email: '"sara"@example.com' }),
      newMessage('an e-mail with a newline', { ...message, email: 'sara@example.com\nBcc: x@example.com' }),
      newMessage('an e-mail with a leading dot', { ...message, email: '.sara@example.com' }),
      newMessage('an e-mail with two dots in a row', { ...message, email: 'sa..ra@example.com' }),
      newMessage('an e-mail with a domain label starting with a hyphen', { ...message, email: 'sara@-example.com' }),
      newMessage('an e-mail with a numeric top-level domain', { ...message, email: 'sara@example.123' }),
      newMessage('an e-mail with a zero-width space', { ...message, email: 'sara\u200B@example.com' }),
      newMessage('an e-mail with a local part over 64 characters', { ...message, email: `${long(65)}@example.com` }),
      newMessage('an e-mail with Arabic-Indic digits in the domain', {
        ...message,
        email: 'sara@example.\u0663\u0663',
      }),
    ],
  );

  table(
    'contactMessages update (admin: status only)',
    'admin',
    [
      { title: 'status -> read', write: updateAt('contactMessages/msg-1', { status: 'read' }) },
      { title: 'status -> replied', write: updateAt('contactMessages/msg-1', { status: 'replied' }) },
      { title: 'status -> unread', write: updateAt('contactMessages/msg-1', { status: 'unread' }) },
    ],
    [
      { title: "status -> 'archived'", write: updateAt('contactMessages/msg-1', { status: 'archived' }) },
      { title: 'a changed message text', write: updateAt('contactMessages/msg-1', { message: 'edited' }) },
      {
        title: 'status plus another field',
        write: updateAt('contactMessages/msg-1', { status: 'read', subject: 'edited' }),
      },
      { title: 'a new field', write: updateAt('contactMessages/msg-1', { note: 'called back' }) },
    ],
  );

  // ---------- staff (admin) ----------

  const staff = validStaff();
  const newStaff = (title: string, data: Data): Variant => ({ title, write: setAt('staff/new-1', data) });
  const staffUpdate = (title: string, data: Data): Variant => ({ title, write: updateAt('staff/active-1', data) });
  const stamp = () => ({ updatedAt: serverTimestamp() });

  table(
    'staff writes (admin)',
    'admin',
    [
      newStaff('a new member (pending, no files)', staff),
      newStaff('a new member with files and a fractional experience', {
        ...staff,
        photoPath: 'staff-photos/new-1.jpg',
        cvPath: 'cvs/new-1.pdf',
        experienceYears: 2.5,
        descriptionEn: '',
        descriptionAr: '',
      }),
      ...(['Cleaner', 'Nanny', 'Driver', 'transfer'] as const).map((type) =>
        newStaff(`type ${type}`, { ...staff, type }),
      ),
      ...(['interview', 'background', 'approved', 'training', 'active', 'inactive'] as const).map((status) =>
        newStaff(`status ${status}`, {
          ...staff,
          status,
          ...(status === 'active' ? { publishConsentAt: serverTimestamp() } : {}),
        }),
      ),
      ...(['IN', 'BD', 'LK', 'ET', 'KE', 'UG'] as const).map((country) =>
        newStaff(`country ${country}`, { ...staff, country }),
      ),
      newStaff('experience 60', { ...staff, experienceYears: 60 }),
      newStaff('a driver with skills and languages', {
        ...staff,
        type: 'Driver',
        skills: ['family', 'vip'],
        languages: ['ar', 'en', 'hi'],
      }),
      newStaff('a maid with every maid skill', {
        ...staff,
        type: 'Maid',
        skills: ['cooking', 'childcare', 'elderlyCare', 'cleaning', 'laundry'],
        languages: ['tl'],
      }),
      newStaff('no skills and no languages (empty lists)', { ...staff, skills: [], languages: [] }),
      staffUpdate('editing the skills and languages', {
        type: 'Nanny',
        skills: ['infantCare'],
        languages: ['sw'],
        ...stamp(),
      }),
      staffUpdate('a status change', { status: 'inactive', ...stamp() }),
      staffUpdate('a full edit', {
        name: 'Maria S.',
        type: 'Nanny',
        country: 'KE',
        experienceYears: 0,
        transferable: false,
        showPhoto: true,
        ...stamp(),
      }),
      staffUpdate('the CV path after an upload', { cvPath: 'cvs/active-1.pdf', ...stamp() }),
      staffUpdate('the photo path after an upload', { photoPath: 'staff-photos/active-1.png', ...stamp() }),
      staffUpdate('clearing the CV', { cvPath: null, ...stamp() }),
      // Issue 29: the facts families filter by (each optional; null = unknown).
      newStaff('a birth year, a start date and an expected salary', {
        ...staff,
        birthYear: new Date().getUTCFullYear() - 30,
        availableFrom: Timestamp.fromMillis(Date.UTC(2027, 2, 1)),
        expectedSalary: 1500,
      }),
      newStaff('the youngest and oldest birth years', { ...staff, birthYear: new Date().getUTCFullYear() - 18 }),
      staffUpdate('clearing the facts', { birthYear: null, availableFrom: null, expectedSalary: null, ...stamp() }),
      staffUpdate('the oldest birth year', { birthYear: new Date().getUTCFullYear() - 70, ...stamp() }),
      // Issue 40: the photo switch of a worker offered for transfer goes on only with the mark taken off.
      staffUpdate('the transfer mark off and the photo switch on', {
        transferable: false,
        showPhoto: true,
        ...stamp(),
      }),
      newStaff('a transfer worker without a photo', {
        ...staff,
        type: 'transfer',
        transferable: true,
        showPhoto: false,
      }),
    ],
    [
      ...Object.keys(staff).map((key) => newStaff(`a new member without ${key}`, without(staff, key))),
      newStaff('an extra field (email belongs in staffContacts)', { ...staff, email: 'worker@example.com' }),
      newStaff('an extra field (phone)', { ...staff, phone: '0500000000' }),
      newStaff('a maid with a driving skill', { ...staff, type: 'Maid', skills: ['cooking', 'vip'] }),
      newStaff('a driver with a maid skill', { ...staff, type: 'Driver', skills: ['cooking'] }),
      newStaff('skills as a string', { ...staff, type: 'Maid', skills: 'cooking' }),
      newStaff('a skill that is not a string', { ...staff, type: 'Maid', skills: [1] }),
      newStaff('an unknown language', { ...staff, languages: ['ar', 'xx'] }),
      newStaff('eleven languages', {
        ...staff,
        languages: ['ar', 'en', 'tl', 'hi', 'bn', 'si', 'ta', 'ml', 'am', 'om', 'sw'],
      }),
      newStaff('languages as null', { ...staff, languages: null }),
      staffUpdate("a type change that keeps the old type's skills", {
        type: 'Driver',
        skills: ['cooking'],
        ...stamp(),
      }),
      newStaff('a birth year giving an age under 18', { ...staff, birthYear: new Date().getUTCFullYear() - 17 }),
      newStaff('a birth year giving an age over 70', { ...staff, birthYear: new Date().getUTCFullYear() - 71 }),
      newStaff("a birth year as text '1990'", { ...staff, birthYear: '1990' }),
      newStaff('a birth year with a fraction', { ...staff, birthYear: 1990.5 }),
      newStaff('a start date as text', { ...staff, availableFrom: '2027-03-01' }),
      newStaff('an expected salary of 0', { ...staff, expectedSalary: 0 }),
      newStaff('an expected salary over 50000', { ...staff, expectedSalary: 50001 }),
      newStaff('an expected salary with a fraction', { ...staff, expectedSalary: 1500.5 }),
      newStaff('an age instead of a birth year (public view field)', { ...staff, age: 30 }),
      newStaff('an empty refCode', { ...staff, refCode: '' }),
      newStaff('a refCode that is too long', { ...staff, refCode: long(21) }),
      newStaff('an empty name', { ...staff, name: ' ' }),
      newStaff('a name that is too long', { ...staff, name: long(101) }),
      newStaff("type 'maid' (wrong case)", { ...staff, type: 'maid' }),
      newStaff("type 'Chef'", { ...staff, type: 'Chef' }),
      newStaff("status 'hired'", { ...staff, status: 'hired' }),
      newStaff("country 'SA'", { ...staff, country: 'SA' }),
      newStaff('experience -1', { ...staff, experienceYears: -1 }),
      newStaff('experience 61', { ...staff, experienceYears: 61 }),
      newStaff("experience '5' (string)", { ...staff, experienceYears: '5' }),
      newStaff('a description that is too long (en)', { ...staff, descriptionEn: long(2001) }),
      newStaff('a description that is too long (ar)', { ...staff, descriptionAr: long(2001) }),
      newStaff('a description that is not a string', { ...staff, descriptionEn: null }),
      newStaff("transferable 'yes'", { ...staff, transferable: 'yes' }),
      newStaff('showPhoto 1', { ...staff, showPhoto: 1 }),
      // Issue 40: a worker offered for transfer of services is shown only as a CV, never with a photo.
      newStaff('a transfer worker with the photo switch on', { ...staff, type: 'transfer', showPhoto: true }),
      newStaff('a worker marked transferable with the photo switch on', {
        ...staff,
        transferable: true,
        showPhoto: true,
      }),
      staffUpdate('the photo switch on for a worker marked transferable', { showPhoto: true, ...stamp() }),
      staffUpdate('type transfer with the photo switch on', {
        type: 'transfer',
        transferable: false,
        showPhoto: true,
        skills: [],
        ...stamp(),
      }),
      newStaff('an empty photoPath (must be null)', { ...staff, photoPath: '' }),
      newStaff('a cvPath that is not a string', { ...staff, cvPath: 42 }),
      newStaff('a cvPath that is too long', { ...staff, cvPath: `cvs/${long(1021)}` }),
      newStaff('a forged createdAt', { ...staff, createdAt: past }),
      newStaff('a forged updatedAt', { ...staff, updatedAt: past }),
      staffUpdate('an update without updatedAt', { status: 'inactive' }),
      staffUpdate('an update with a forged updatedAt', { status: 'inactive', updatedAt: past }),
      staffUpdate('an update that changes createdAt', { createdAt: serverTimestamp(), ...stamp() }),
      staffUpdate('an update that removes a field', { descriptionAr: deleteField(), ...stamp() }),
      staffUpdate("an update to status 'hired'", { status: 'hired', ...stamp() }),
    ],
  );

  // ---------- staffContacts (admin) ----------

  const contact = validStaffContact();
  const newContact = (title: string, data: Data): Variant => ({ title, write: setAt('staffContacts/new-1', data) });

  table(
    'staffContacts writes (admin)',
    'admin',
    [newContact('e-mail and phone', contact), newContact('a local phone', { ...contact, phone: '0501234567' })],
    [
      newContact('a missing email', without(contact, 'email')),
      newContact('a missing phone', without(contact, 'phone')),
      newContact('an empty email', { ...contact, email: '' }),
      newContact('a bad email', { ...contact, email: 'worker' }),
      newContact('an empty phone', { ...contact, phone: '' }),
      newContact('a null phone', { ...contact, phone: null }),
      newContact('a bad phone', { ...contact, phone: 'call me' }),
      newContact('an extra field', { ...contact, name: 'Maria' }),
    ],
  );

  // ---------- reviews (admin) ----------

  const review = validReview();
  const newReview = (title: string, data: Data): Variant => ({ title, write: setAt('reviews/new-1', data) });

  table(
    'reviews writes (admin)',
    'admin',
    [
      newReview('a new review', review),
      newReview('ratings 1 and an approved review', { ...review, rating: 1, approved: true, commentAr: '' }),
      { title: 'approving a review', write: updateAt('reviews/hidden-1', { approved: true }) },
      { title: 'editing a comment', write: updateAt('reviews/approved-1', { commentEn: 'Edited.', rating: 4 }) },
    ],
    [
      ...Object.keys(review).map((key) => newReview(`a review without ${key}`, without(review, key))),
      newReview('an extra field', { ...review, email: 'a@b.co' }),
      newReview('rating 0', { ...review, rating: 0 }),
      newReview('rating 6', { ...review, rating: 6 }),
      newReview('rating 4.5', { ...review, rating: 4.5 }),
      newReview("rating '5'", { ...review, rating: '5' }),
      newReview('an empty customer name', { ...review, customerName: '' }),
      newReview('a customer name that is too long', { ...review, customerName: long(101) }),
      newReview('an empty service type', { ...review, serviceType: '' }),
      newReview('a comment that is too long', { ...review, commentEn: long(2001) }),
      newReview('a comment that is not a string', { ...review, commentAr: 5 }),
      newReview("approved 'yes'", { ...review, approved: 'yes' }),
      newReview('a forged createdAt', { ...review, createdAt: past }),
      {
        title: 'an update that changes createdAt',
        write: updateAt('reviews/hidden-1', { createdAt: serverTimestamp() }),
      },
      { title: 'an update to rating 10', write: updateAt('reviews/hidden-1', { rating: 10 }) },
    ],
  );

  // ---------- content (admin) ----------

  const content = validContent();
  const newContent = (title: string, path: string, data: Data): Variant => ({ title, write: setAt(path, data) });

  table(
    'content writes (admin)',
    'admin',
    [
      newContent('a new item whose id is section_fieldKey', 'content/help_faqTitle', content),
      ...(['home', 'contact', 'ratings', 'emergency', 'about', 'process'] as const).map((section) =>
        newContent(`section ${section}`, `content/${section}_faqTitle`, { ...content, section }),
      ),
      newContent('a field key with an underscore', 'content/help_faq_1', { ...content, fieldKey: 'faq_1' }),
      newContent('an empty Arabic text', 'content/help_faqTitle', { ...content, ar: '' }),
      {
        title: 'saving one language on leaving a field',
        write: updateAt('content/home_heroTitle', { ar: 'أهلاً', updatedAt: serverTimestamp() }),
      },
    ],
    [
      newContent('an id that does not match section_fieldKey', 'content/help_other', content),
      newContent('an id without the section', 'content/faqTitle', content),
      newContent("section 'blog'", 'content/blog_faqTitle', { ...content, section: 'blog' }),
      newContent("section 'legal' (legal boilerplate is not site content)", 'content/legal_faqTitle', {
        ...content,
        section: 'legal',
      }),
      newContent('a field key with spaces', 'content/help_faq title', { ...content, fieldKey: 'faq title' }),
      newContent('a field key that is not a string', 'content/help_5', { ...content, fieldKey: 5 }),
      ...Object.keys(content).map((key) =>
        newContent(`an item without ${key}`, 'content/help_faqTitle', without(content, key)),
      ),
      newContent('an extra field', 'content/help_faqTitle', { ...content, html: '<b>x</b>' }),
      newContent('an English text that is too long', 'content/help_faqTitle', { ...content, en: long(10001) }),
      newContent('an Arabic text that is not a string', 'content/help_faqTitle', { ...content, ar: null }),
      newContent('a forged updatedAt', 'content/help_faqTitle', { ...content, updatedAt: past }),
      { title: 'an update without updatedAt', write: updateAt('content/home_heroTitle', { en: 'Hi' }) },
      {
        title: 'an update that moves the item to another section',
        write: updateAt('content/home_heroTitle', { section: 'help', updatedAt: serverTimestamp() }),
      },
    ],
  );

  // ---------- media (admin) ----------

  const media = validMedia();
  const newMedia = (title: string, data: Data): Variant => ({ title, write: setAt('media/new-1', data) });

  table(
    'media writes (admin)',
    'admin',
    [
      newMedia('a new image', media),
      newMedia('a video with a thumbnail', {
        ...media,
        type: 'video',
        thumbnailUrl: 'https://example.com/t.jpg',
        storagePath: 'media/v.mp4',
      }),
      newMedia('a seed-style site-relative item without a storage path', {
        ...media,
        url: '/media/images/1.jpg',
        storagePath: null,
        title: '',
        description: '',
      }),
      newMedia('display order 0', { ...media, displayOrder: 0 }),
      { title: 'hiding an item', write: updateAt('media/active-1', { isActive: false, updatedAt: serverTimestamp() }) },
      {
        title: 'editing title and description',
        write: updateAt('media/active-1', { title: 'New', description: 'New text', updatedAt: serverTimestamp() }),
      },
      {
        title: 'editing the Arabic title and description',
        write: updateAt('media/active-1', { titleAr: 'جديد', descriptionAr: 'نص جديد', updatedAt: serverTimestamp() }),
      },
      newMedia('an older item without the Arabic texts', without(without(media, 'titleAr'), 'descriptionAr')),
    ],
    [
      ...Object.keys(media)
        .filter((key) => key !== 'titleAr' && key !== 'descriptionAr')
        .map((key) => newMedia(`an item without ${key}`, without(media, key))),
      newMedia('an Arabic title that is too long', { ...media, titleAr: long(201) }),
      newMedia('an Arabic description that is too long', { ...media, descriptionAr: long(2001) }),
      newMedia('an Arabic title that is not text', { ...media, titleAr: 5 }),
      newMedia('an Arabic description that is null', { ...media, descriptionAr: null }),
      newMedia('an extra field', { ...media, createdAt: serverTimestamp() }),
      newMedia("type 'audio'", { ...media, type: 'audio' }),
      newMedia('an empty url', { ...media, url: '' }),
      newMedia('a url that is too long', { ...media, url: long(2049) }),
      newMedia('an empty storage path (must be null)', { ...media, storagePath: '' }),
      newMedia('a thumbnail url that is a number', { ...media, thumbnailUrl: 1 }),
      newMedia('a title that is too long', { ...media, title: long(201) }),
      newMedia('a description that is too long', { ...media, description: long(2001) }),
      newMedia("isActive 'true'", { ...media, isActive: 'true' }),
      newMedia('display order -1', { ...media, displayOrder: -1 }),
      newMedia('display order 1.5', { ...media, displayOrder: 1.5 }),
      newMedia('a forged updatedAt', { ...media, updatedAt: past }),
      { title: 'an update without updatedAt', write: updateAt('media/active-1', { isActive: false }) },
    ],
  );

  // ---------- settings (admin) ----------

  const site = validSiteSettings();
  const siteWrite = (title: string, data: Data): Variant => ({ title, write: setAt('settings/site', data) });
  const siteUpdate = (title: string, data: Data): Variant => ({
    title,
    write: updateAt('settings/site', { ...data, updatedAt: serverTimestamp() }),
  });

  table(
    'settings/site writes (admin)',
    'admin',
    [
      siteWrite('all settings', site),
      siteWrite('a first save of one field on a fresh project', {
        whatsappNumber: '966501234567',
        updatedAt: serverTimestamp(),
      }),
      siteWrite(
        'all settings null',
        Object.fromEntries(Object.keys(site).map((key) => [key, key === 'updatedAt' ? serverTimestamp() : null])),
      ),
      siteUpdate('a 10-digit WhatsApp number', { whatsappNumber: '0501234567' }),
      siteUpdate('a retention period of 6 months', { retentionMonths: 6 }),
      siteUpdate('removing the retention period', { retentionMonths: null }),
      siteUpdate('a 15-digit WhatsApp number', { whatsappNumber: '123456789012345' }),
      siteUpdate('removing the WhatsApp number', { whatsappNumber: null }),
      siteUpdate('an https external review URL', { externalReviewUrl: 'https://g.page/r/agency/review' }),
      siteUpdate(
        'every image URL set',
        Object.fromEntries(siteImageKeys.map((key) => [key, `https://example.com/${key}.jpg`])),
      ),
      siteUpdate('removing an image', { heroImageUrl: null }),
    ],
    [
      siteUpdate('a 9-digit WhatsApp number', { whatsappNumber: '966501234' }),
      siteUpdate('a 16-digit WhatsApp number', { whatsappNumber: '1234567890123456' }),
      siteUpdate('a WhatsApp number with +', { whatsappNumber: '+966501234567' }),
      siteUpdate('a WhatsApp number as a number', { whatsappNumber: 966501234567 }),
      siteUpdate('an empty WhatsApp number (must be null)', { whatsappNumber: '' }),
      siteUpdate('a bad contact phone', { contactPhone: 'office' }),
      siteUpdate('a bad company e-mail', { companyEmail: 'info' }),
      siteUpdate('a licence number that is too long', { licenseNumber: long(51) }),
      siteUpdate('an about text that is too long (en)', { companyAboutEn: long(2001) }),
      siteUpdate('an about text that is too long (ar)', { companyAboutAr: long(2001) }),
      ...siteImageKeys.map((key) => siteUpdate(`an empty ${key} (must be null)`, { [key]: '' })),
      siteUpdate('an http external review URL', { externalReviewUrl: 'http://example.com/reviews' }),
      siteUpdate('a javascript: external review URL', { externalReviewUrl: 'javascript:alert(1)' }),
      siteUpdate('an admin password (never in Firestore)', { adminPassword: 'admin123' }),
      siteUpdate('an unknown key', { theme: 'dark' }),
      siteUpdate('a retention period of 0 months', { retentionMonths: 0 }),
      siteUpdate('a retention period of 121 months', { retentionMonths: 121 }),
      siteUpdate('a retention period of 1.5 months', { retentionMonths: 1.5 }),
      siteUpdate("a retention period as text '6'", { retentionMonths: '6' }),
      siteWrite('a save without updatedAt', without(site, 'updatedAt')),
      siteWrite('a forged updatedAt', { ...site, updatedAt: past }),
    ],
  );

  table(
    'settings/private writes (admin)',
    'admin',
    [
      { title: 'a notification e-mail', write: setAt('settings/private', validPrivateSettings()) },
      {
        title: 'no notification e-mail (null)',
        write: setAt('settings/private', validPrivateSettings({ notificationEmail: null })),
      },
      { title: 'a first save with only updatedAt', write: setAt('settings/private', { updatedAt: serverTimestamp() }) },
    ],
    [
      {
        title: 'a bad e-mail',
        write: setAt('settings/private', validPrivateSettings({ notificationEmail: 'office' })),
      },
      {
        title: 'an SMTP password (never in Firestore)',
        write: setAt('settings/private', validPrivateSettings({ smtpPassword: 'secret' })),
      },
      { title: 'a forged updatedAt', write: setAt('settings/private', validPrivateSettings({ updatedAt: past })) },
      { title: 'a save without updatedAt', write: setAt('settings/private', { notificationEmail: null }) },
    ],
  );

  // ---------- notifications (admin marks read, nothing else) ----------

  table(
    'notifications update (admin)',
    'admin',
    [{ title: 'marking an unread notification read', write: updateAt('notifications/unread-1', { read: true }) }],
    [
      { title: 'marking a read notification unread', write: updateAt('notifications/read-1', { read: false }) },
      {
        title: 'writing read: true again on a read notification',
        write: updateAt('notifications/read-1', { read: true }),
      },
      {
        title: 'writing read: false on an unread notification',
        write: updateAt('notifications/unread-1', { read: false }),
      },
      {
        title: 'marking read and changing the title',
        write: updateAt('notifications/unread-1', { read: true, title: 'edited' }),
      },
      { title: 'changing the link', write: updateAt('notifications/unread-1', { link: 'https://evil.example' }) },
    ],
  );
});
