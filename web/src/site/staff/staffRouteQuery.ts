import { driversQuery, listPages, maidsQuery, transferQuery, withListPages, type StaffQuerySpec } from './staffQuery';
import { parseMaidsFilters, parseSpecialty, parseTransferFilters } from './urlFilters';

/**
 * The first staff query a list page makes for its address: the same parse and query functions as the
 * pages (MaidsPage, TransferStaffPage, DriversPage), so the pre-renderer reads exactly the page the
 * browser would have read. Null for any other path.
 */
export function staffListQueryFor(pathname: string, params: URLSearchParams): StaffQuerySpec | null {
  const spec = firstQueryFor(pathname, params);
  return spec ? withListPages(spec, listPages(params)) : null;
}

function firstQueryFor(pathname: string, params: URLSearchParams): StaffQuerySpec | null {
  switch (pathname) {
    case '/maids-resume':
      return maidsQuery(parseMaidsFilters(params));
    case '/transfer-staff':
      return transferQuery(parseTransferFilters(params));
    case '/drivers-resume':
      return driversQuery(parseSpecialty(params));
    default:
      return null;
  }
}
