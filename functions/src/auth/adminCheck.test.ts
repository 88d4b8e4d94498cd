import { describe, expect, it } from 'vitest';
import { adminCheck } from './adminCheck';

describe('adminCheck', () => {
  it('refuses a caller without auth', () => {
    expect(adminCheck(undefined)).toBe('unauthenticated');
    expect(adminCheck(null)).toBe('unauthenticated');
    expect(adminCheck({ uid: '', token: { admin: true } })).toBe('unauthenticated');
  });

  it('refuses a signed-in caller without the admin claim', () => {
    expect(adminCheck({ uid: 'u1', token: {} })).toBe('permission-denied');
    expect(adminCheck({ uid: 'u1', token: { admin: 'true' } })).toBe('permission-denied');
    expect(adminCheck({ uid: 'u1', token: { admin: false } })).toBe('permission-denied');
  });

  it('accepts the admin claim set to true', () => {
    expect(adminCheck({ uid: 'u1', token: { admin: true } })).toBeNull();
  });
});
