import { describe, expect, it } from 'vitest';
import type { AdminNotification } from './dashboardModel';
import { notificationText } from './notificationText';

// A translator that shows the key and its values, so each case names what it rendered.
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join('|')})` : key;

const base: AdminNotification = {
  id: 'n',
  kind: 'request',
  title: 'New request from Umm Faisal',
  body: 'R-7KQ4-M2 · MD-0001',
  link: null,
  read: false,
  createdAt: null,
  data: { name: 'أم فيصل', subject: null, trackingCode: 'R-7KQ4-M2', refCodes: ['MD-0001', 'DR-0002'] },
};

describe('notificationText', () => {
  it('renders a request from its data in the reader language, never from the English title', () => {
    expect(notificationText(base, t, '، ')).toEqual({
      heading: 'cockpit.notifications.requestToast',
      title: 'cockpit.notifications.requestFrom(أم فيصل)',
      body: 'R-7KQ4-M2 · MD-0001، DR-0002',
    });
  });
  it('renders a contact message from its data, with words for a missing name or subject', () => {
    const message = { ...base, kind: 'contactMessage', data: { ...base.data!, name: null, subject: null } };
    expect(notificationText(message, t)).toEqual({
      heading: 'dashboard.notifications.toastTitle',
      title: 'dashboard.notifications.messageFrom(cockpit.notifications.someone)',
      body: 'cockpit.notifications.noSubject',
    });
  });
  it('shows older notifications without data as stored', () => {
    expect(notificationText({ ...base, data: null }, t)).toMatchObject({ title: base.title, body: base.body });
    expect(notificationText({ ...base, kind: 'other', data: null }, t).heading).toBe(base.title);
  });
});
