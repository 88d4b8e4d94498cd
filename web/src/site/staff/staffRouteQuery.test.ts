import { describe, expect, it } from 'vitest';
import { driversQuery, maidsQuery, queryKey, transferQuery } from './staffQuery';
import { staffListQueryFor } from './staffRouteQuery';

const params = (search: string) => new URLSearchParams(search);

describe('staffListQueryFor', () => {
  it('gives each list page the query the page itself makes, filters from the address included', () => {
    expect(staffListQueryFor('/maids-resume', params(''))).toEqual(maidsQuery({}));
    expect(staffListQueryFor('/maids-resume', params('country=Philippines&type=Nanny&transfer=true&lang=ar'))).toEqual(
      maidsQuery({ country: 'PH', type: 'Nanny', transferable: true }),
    );
    expect(staffListQueryFor('/transfer-staff', params('speaks=tl'))).toEqual(transferQuery({ languages: ['tl'] }));
    // Issue 29's address: several skills AND languages, an age range, available now, the country's code.
    expect(
      staffListQueryFor(
        '/maids-resume',
        params('skills=cooking,childcare&languages=ar,en&country=PH&age=25-40&available=now'),
      ),
    ).toEqual(
      maidsQuery({
        country: 'PH',
        skills: ['cooking', 'childcare'],
        languages: ['ar', 'en'],
        age: { min: 25, max: 40 },
        availableNow: true,
      }),
    );
    expect(staffListQueryFor('/drivers-resume', params(''))).toEqual(driversQuery());
  });

  it('ignores what the pages ignore, so a made-up filter cannot make an unindexed query', () => {
    expect(queryKey(staffListQueryFor('/maids-resume', params('country=Atlantis&type=Pilot&status=inactive'))!)).toBe(
      queryKey(maidsQuery({})),
    );
    expect(staffListQueryFor('/maids-resume', params('status=inactive'))!.where[0]).toEqual({
      field: 'status',
      op: '==',
      value: 'active',
    });
  });

  it('is null for pages without a staff list', () => {
    for (const path of ['/', '/contact', '/workers/MD-0001', '/maids-resume/x'])
      expect(staffListQueryFor(path, params(''))).toBeNull();
  });
});
