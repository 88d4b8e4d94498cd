/** Keys of the pre-rendered data (PrerenderData): one place, used by the server entry and the hooks. */
export const prerenderKeys = {
  settings: 'settings',
  content: (section: string) => `content:${section}`,
  worker: (refCode: string) => `worker:${refCode}`,
} as const;
