/** The public navigation, shared by the header, the mobile drawer and the footer. */
export const primaryLinks = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/ratings', labelKey: 'nav.ratings' },
  { to: '/help-center', labelKey: 'nav.helpCenter' },
] as const;

export const serviceLinks = [
  { to: '/maids-resume', labelKey: 'nav.maids' },
  { to: '/transfer-staff', labelKey: 'nav.transfer' },
  { to: '/drivers-resume', labelKey: 'nav.drivers' },
] as const;
