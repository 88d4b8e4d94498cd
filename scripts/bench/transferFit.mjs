// The cost of a visit (issue 38): how much of the site's traffic can be first visits before the month's
// transfer goes over Hosting's free quota. Pure, unit tested in tests/unit/transferFit.test.ts.
//
// A view that is a visitor's first page downloads the HTML and every script, style, font and image the
// page needs (the "cold" bytes); any later view in that browser downloads the HTML and only what the
// browser has not cached yet (the "warm" bytes: the assets are immutable, so mostly a route chunk).
// Per 1,000 views: `cold` = every view a first page, `warm` = none. If a share s of the views are first
// pages, the month moves s * cold + (1 - s) * warm per 1,000 views.

/**
 * @param {{ cold: number, warm: number, monthlyViews: number, freeBytesPerDay: number, days?: number }} input
 *   cold / warm: bytes per 1,000 views; monthlyViews: views a month; freeBytesPerDay: the free transfer a day.
 * @returns {{ perDayCold: number, perDayWarm: number, maxFirstShare: number, minPagesPerVisitor: number | null }}
 *   maxFirstShare: the largest share of views that may be first pages within the quota (0 when even warm
 *   views do not fit, 1 when cold ones do); minPagesPerVisitor: the pages a visitor must see on average
 *   (1 / maxFirstShare), null when no share fits.
 */
export function transferFit({ cold, warm, monthlyViews, freeBytesPerDay, days = 30 }) {
  if (!(cold >= warm) || !(warm >= 0)) throw new Error('transferFit: needs cold >= warm >= 0');
  const perDay = (perThousand) => (perThousand * monthlyViews) / 1000 / days;
  const perDayCold = perDay(cold);
  const perDayWarm = perDay(warm);
  let maxFirstShare;
  if (perDayCold <= freeBytesPerDay) maxFirstShare = 1;
  else if (perDayWarm >= freeBytesPerDay) maxFirstShare = 0;
  else maxFirstShare = (freeBytesPerDay - perDayWarm) / (perDayCold - perDayWarm);
  return {
    perDayCold,
    perDayWarm,
    maxFirstShare,
    minPagesPerVisitor: maxFirstShare > 0 ? 1 / maxFirstShare : null,
  };
}
