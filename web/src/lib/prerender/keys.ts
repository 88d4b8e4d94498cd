/** Keys of the pre-rendered data (PrerenderData): one place, used by the server entry and the hooks. */
export const prerenderKeys = {
  settings: 'settings',
  content: (section: string) => `content:${section}`,
  worker: (refCode: string) => `worker:${refCode}`,
  /** `/compare`: the workers of the address (`MD-0101,CL-0102`), each with its public view or null. */
  compare: (refCodes: string) => `compare:${refCodes}`,
  /** The home page gallery's active media, in display order. */
  media: 'media',
  /** The published costs per country (`/`, `/costs`, worker pages). */
  countryCosts: 'countryCosts',
  /** The measured medians per country (`/costs`, issue 34: publicStats/measuredTimes). */
  measuredTimes: 'measuredTimes',
  /** The first page of a staff list, by the query's key (staffQuery.ts queryKey). */
  staffList: (queryKey: string) => `staff:${queryKey}`,
} as const;
