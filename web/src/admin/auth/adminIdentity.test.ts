import { describe, expect, it } from 'vitest';
import { resolveAdminEmail } from './adminIdentity';

describe('resolveAdminEmail', () => {
  it('maps the admin username to the fixed identity', () => {
    expect(resolveAdminEmail(' admin ', 'a@b.local')).toEqual({ ok: true, email: 'a@b.local' });
    expect(resolveAdminEmail('Admin', 'a@b.local')).toEqual({ ok: true, email: 'a@b.local' });
  });

  it('rejects other usernames and empty input', () => {
    expect(resolveAdminEmail('root', 'a@b.local')).toEqual({ ok: false, reason: 'unknown' });
    expect(resolveAdminEmail('   ', 'a@b.local')).toEqual({ ok: false, reason: 'required' });
  });
});
