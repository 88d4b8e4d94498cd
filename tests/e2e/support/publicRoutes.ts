// Every public route a visitor can open (the worker profile aside, whose address names a worker).
export const publicPaths = [
  '/',
  '/maids-resume',
  '/transfer-staff',
  '/drivers-resume',
  '/recruitment-process',
  '/contact',
  '/ratings',
  '/help-center',
  '/emergency-support',
  '/about-us',
  '/privacy-policy',
  '/terms-of-service',
  '/shortlist',
  '/track',
  '/costs',
] as const;
