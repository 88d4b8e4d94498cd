import { describe, expect, it } from 'vitest';
import { buildContactNotification } from './contactNotification';

describe('buildContactNotification', () => {
  it('names the sender and the subject and links to the message', () => {
    const draft = buildContactNotification('abc 1', { name: ' Sara ', subject: 'Need a nanny' });
    expect(draft).toEqual({
      kind: 'contactMessage',
      title: 'New message from Sara',
      body: 'Need a nanny',
      link: '/admin/messages?open=abc%201',
      read: false,
      data: { name: 'Sara', subject: 'Need a nanny' },
    });
  });

  it('falls back when fields are missing or not strings', () => {
    const draft = buildContactNotification('x', { name: 42 });
    expect(draft.title).toBe('New message from Someone');
    expect(draft.body).toBe('(no subject)');
    expect(draft.data).toEqual({ name: null, subject: null });
  });
});
