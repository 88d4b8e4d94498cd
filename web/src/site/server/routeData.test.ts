import { describe, expect, it } from 'vitest';
import { isBrowserOnlyPath, routeData } from './routeData';

describe('routeData', () => {
  it('pre-reads the gallery media for the home page only', () => {
    expect(routeData('/').media).toBe(true);
    for (const path of ['/maids-resume', '/contact', '/workers/MD-0101', '/about-us'])
      expect(routeData(path).media, path).toBe(false);
  });

  it("reads the home content section and no staff list or worker on '/'", () => {
    expect(routeData('/')).toMatchObject({ content: 'home', workerRefCode: null, staffList: null });
  });

  it('reads a staff list for the list pages, with the filters of the address', () => {
    const list = routeData('/maids-resume/', '?country=Kenya').staffList;
    expect(list?.where[0]).toEqual({ field: 'status', op: '==', value: 'active' });
    expect(list?.where).toContainEqual({ field: 'country', op: '==', value: 'KE' });
  });

  it('reads the worker of a well-formed profile address, nothing for a malformed one', () => {
    expect(routeData('/workers/MD-0101').workerRefCode).toBe('MD-0101');
    expect(routeData('/workers/%E0%A4%A').workerRefCode).toBeNull();
    expect(routeData('/workers/not a code').workerRefCode).toBeNull();
  });

  it('leaves the admin portal to the browser', () => {
    expect(isBrowserOnlyPath('/admin')).toBe(true);
    expect(isBrowserOnlyPath('/admin/staff')).toBe(true);
    expect(isBrowserOnlyPath('/administrator')).toBe(false);
  });
});
