import { describe, expect, it } from 'vitest';
import { terminateAddress } from '../e2e/support/firestoreChannels.ts';

// The browser specs end each Firestore WebChannel their pages opened (tests/e2e/support/firestoreChannels.ts).
describe('terminateAddress', () => {
  const base = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel';
  const database = 'projects%2Fdemo-household-staff%2Fdatabases%2F(default)';

  it('keeps the channel, session and database of a long poll and asks for its end', () => {
    const end = terminateAddress(
      `${base}?gsessionid=g1&VER=8&database=${database}&RID=rpc&SID=s%3D%3D&AID=4&CI=0&TYPE=xmlhttp&zx=abc&t=1`,
    );
    expect(end?.origin + end!.pathname).toBe(base);
    expect(Object.fromEntries(end!.searchParams)).toEqual({
      VER: '8',
      database: 'projects/demo-household-staff/databases/(default)',
      gsessionid: 'g1',
      SID: 's==',
      RID: 'rpc',
      TYPE: 'terminate',
    });
  });

  it('takes the session id of a handshake from its answer', () => {
    const handshake = `${base}?VER=8&database=${database}&RID=61980&CVER=22&X-HTTP-Session-Id=gsessionid&zx=u&t=1`;
    const end = terminateAddress(handshake, '52\n[[0,["c","kvW0zN7F3MmE82O3jnr3ZQ==","",8,12,30000]]]\n');
    expect(end?.searchParams.get('SID')).toBe('kvW0zN7F3MmE82O3jnr3ZQ==');
    expect(end?.searchParams.get('TYPE')).toBe('terminate');
    expect(end?.searchParams.has('CVER')).toBe(false);
    expect(terminateAddress(handshake, '[[1,["noop"]]]')).toBeNull();
  });

  it('ignores the handshake (no session yet) and every other request', () => {
    expect(
      terminateAddress(`${base}?VER=8&database=${database}&RID=1234&CVER=22&X-HTTP-Session-Id=gsessionid&zx=a&t=1`),
    ).toBeNull();
    expect(terminateAddress('http://127.0.0.1:5000/admin/requests?lang=en')).toBeNull();
    expect(
      terminateAddress('http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:runQuery?SID=x'),
    ).toBeNull();
  });
});
