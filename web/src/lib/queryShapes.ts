/**
 * Every Firestore query shape the app makes, declared in one place.
 *
 * KEEP THIS FILE IN SYNC WITH THE QUERIES YOU WRITE. Whoever adds or changes a query in a feature's
 * `api/` folder (staff pages, admin tables, gallery, reviews ...) adds or changes its shape here.
 * Two test suites read this list:
 *   - tests/unit/firestoreIndexes.test.ts checks that every shape that needs a composite index has
 *     one in firestore.indexes.json (the emulator never enforces indexes; production does). When it
 *     fails it prints the index entry to add.
 *   - tests/rules/firestoreRules.queries.test.ts runs every `public` shape as a visitor against the
 *     rules (it must succeed) and again without its guard filter (it must be denied).
 *
 * Index rules of thumb the test applies:
 *   - `==` and `in` filters are both equality filters (list the field in `equality`).
 *   - A range filter (<, <=, >, >=, !=, not-in) goes in `inequality`; at most one per query here, and
 *     the query must order by that field FIRST (orderBy(field) before any other orderBy).
 *   - Equality-only queries and queries on a single field need no composite index; equality plus an
 *     orderBy or range on another field does.
 *   - A count aggregation with a range filter is its own shape (`aggregate: 'count'`, no orderBy).
 *   - Cursor pagination (startAfter, limit) does not change the shape.
 */

export type Direction = 'asc' | 'desc';

export interface OrderSpec {
  field: string;
  direction: Direction;
}

export type QueryCollection =
  | 'staff'
  | 'publicStaff'
  | 'reviews'
  | 'media'
  | 'contactMessages'
  | 'notifications'
  | 'content'
  | 'requests'
  | 'auditLog'
  | 'trash'
  | 'dailyStats'
  | 'adminViews';

export interface QueryShape {
  /** Unique readable name, used in test titles. */
  name: string;
  collection: QueryCollection;
  /**
   * `public`: runs for anonymous visitors; `admin`: only behind the admin claim; `server`: a Cloud
   * Function's Admin SDK query (the rules do not apply; listed for its index).
   */
  audience: 'public' | 'admin' | 'server';
  /** Fields filtered with `==` or `in` (both count as equality for indexes). */
  equality: readonly string[];
  /** The one array field filtered with `array-contains`, if any (indexed as CONTAINS after the equality fields). */
  arrayContains?: string;
  /** The one field filtered with a range or `!=`/`not-in`, if any; it must be orderBy[0]. */
  inequality?: string;
  orderBy: readonly OrderSpec[];
  /** Set for aggregation queries (the count line of the staff pages). */
  aggregate?: 'count';
}

const newestFirst: OrderSpec = { field: 'createdAt', direction: 'desc' };

/**
 * Public staff lists (maids /maids-resume, transfer /transfer-staff, drivers /drivers-resume) on the
 * public view `publicStaff` (decision 021): always `status == 'active'` and a type filter (`type in ['Maid','Cleaner','Nanny']`, or
 * `type == 'transfer'` / `'Driver'`, or one chosen type), optionally country (the country selector),
 * transferable (`?transfer=true`), an experience range (junior/mid/senior,
 * web/src/lib/experience.ts) and ONE array filter: `skills array-contains` (a skill, or the drivers'
 * specialty) or `languages array-contains` (Firestore allows one array-contains per query, so never
 * both; web/src/site/staff/skillOrLanguage.ts). Newest first; with the experience range the
 * order is experienceYears asc, then createdAt desc.
 */
function publicStaffShapes(): QueryShape[] {
  const optional = [[], ['country'], ['transferable'], ['country', 'transferable']] as const;
  const arrays = [undefined, 'skills', 'languages'] as const;
  const shapes: QueryShape[] = [];
  for (const extra of optional) {
    for (const arrayField of arrays) {
      const equality = ['status', 'type', ...extra];
      const suffix = `${extra.length > 0 ? ` + ${extra.join(' + ')}` : ''}${arrayField ? ` + ${arrayField} (array-contains)` : ''}`;
      const contains = arrayField ? { arrayContains: arrayField } : {};
      const base = { collection: 'publicStaff', audience: 'public', equality, ...contains } as const;
      shapes.push(
        { ...base, name: `public staff: status + type${suffix}`, orderBy: [newestFirst] },
        {
          ...base,
          name: `public staff: status + type${suffix} + experience range`,
          inequality: 'experienceYears',
          orderBy: [{ field: 'experienceYears', direction: 'asc' }, newestFirst],
        },
        { ...base, name: `public staff count: status + type${suffix}`, orderBy: [], aggregate: 'count' },
        {
          ...base,
          name: `public staff count: status + type${suffix} + experience range`,
          inequality: 'experienceYears',
          orderBy: [],
          aggregate: 'count',
        },
      );
    }
  }
  return shapes;
}

/**
 * Admin staff table (admin/staff/staffTableQuery.ts): any of `type`, `status`, `country`
 * (equality), then either a sort (newest first, name, refCode) or a prefix search on name or refCode
 * (a range on that field, ordered by it), a page of 20 with a cursor; the count line is a count
 * aggregation of the same filters. The CSV export pages through the same queries.
 */
function adminStaffShapes(): QueryShape[] {
  const filterSets: string[][] = [[]];
  for (const field of ['type', 'status', 'country'])
    for (const set of [...filterSets]) filterSets.push([...set, field]);
  const shapes: QueryShape[] = [];
  for (const equality of filterSets) {
    const suffix = equality.length > 0 ? ` + ${equality.join(' + ')}` : '';
    shapes.push(
      {
        name: equality.length === 0 ? 'admin staff table: newest first' : `admin staff table${suffix}: newest first`,
        collection: 'staff',
        audience: 'admin',
        equality,
        orderBy: [newestFirst],
      },
      {
        name: `admin staff table${suffix}: recently updated first`,
        collection: 'staff',
        audience: 'admin',
        equality,
        orderBy: [{ field: 'updatedAt', direction: 'desc' }],
      },
      {
        name: `admin staff table${suffix}: by name`,
        collection: 'staff',
        audience: 'admin',
        equality,
        orderBy: [{ field: 'name', direction: 'asc' }],
      },
      {
        name: `admin staff table${suffix}: by refCode`,
        collection: 'staff',
        audience: 'admin',
        equality,
        orderBy: [{ field: 'refCode', direction: 'asc' }],
      },
      {
        name: `admin staff count${suffix}`,
        collection: 'staff',
        audience: 'admin',
        equality,
        orderBy: [],
        aggregate: 'count',
      },
    );
    // The name search runs on the normalised `nameKey` (model/src/staffSearch.ts): any case, accents or Arabic variants.
    for (const field of ['nameKey', 'refCode']) {
      shapes.push(
        {
          name: `admin staff table${suffix}: ${field} prefix search`,
          collection: 'staff',
          audience: 'admin',
          equality,
          inequality: field,
          orderBy: [{ field, direction: 'asc' }],
        },
        {
          name: `admin staff count${suffix}: ${field} prefix search`,
          collection: 'staff',
          audience: 'admin',
          equality,
          inequality: field,
          orderBy: [],
          aggregate: 'count',
        },
      );
    }
  }
  return shapes;
}

/**
 * Admin activity log (admin/activity/api/auditLogApi.ts): `auditLog` newest first (`at` desc),
 * optionally filtered by collection and/or action (equality) and a day range on `at`.
 */
function activityLogShapes(): QueryShape[] {
  const newest: OrderSpec = { field: 'at', direction: 'desc' };
  const filters = [[], ['collection'], ['action'], ['collection', 'action']] as const;
  return filters.flatMap((equality) => {
    const suffix = equality.length > 0 ? ` + ${equality.join(' + ')}` : '';
    return [
      {
        name: `admin activity log${suffix}: newest first`,
        collection: 'auditLog',
        audience: 'admin',
        equality,
        orderBy: [newest],
      },
      {
        name: `admin activity log${suffix} + date range: newest first`,
        collection: 'auditLog',
        audience: 'admin',
        equality,
        inequality: 'at',
        orderBy: [newest],
      },
    ] satisfies QueryShape[];
  });
}

export const queryShapes: readonly QueryShape[] = [
  ...publicStaffShapes(),

  // Public pages
  {
    name: 'public reviews: approved, newest first',
    collection: 'reviews',
    audience: 'public',
    equality: ['approved'],
    orderBy: [newestFirst],
  },
  {
    name: 'public gallery: active media by display order',
    collection: 'media',
    audience: 'public',
    equality: ['isActive'],
    orderBy: [{ field: 'displayOrder', direction: 'asc' }],
  },
  {
    name: 'public content: one section',
    collection: 'content',
    audience: 'public',
    equality: ['section'],
    orderBy: [],
  },

  // Admin portal
  ...adminStaffShapes(),
  {
    name: 'admin messages table: newest first',
    collection: 'contactMessages',
    audience: 'admin',
    equality: [],
    orderBy: [newestFirst],
  },
  {
    name: 'admin requests: newest first',
    collection: 'requests',
    audience: 'admin',
    equality: [],
    orderBy: [newestFirst],
  },
  {
    name: 'admin requests: staff by refCode',
    collection: 'staff',
    audience: 'admin',
    equality: ['refCode'],
    orderBy: [],
  },
  {
    name: 'admin staff import: staff by refCode (in, 30 at a time)',
    collection: 'staff',
    audience: 'admin',
    equality: ['refCode'],
    orderBy: [],
  },
  {
    name: 'admin media library: by display order',
    collection: 'media',
    audience: 'admin',
    equality: [],
    orderBy: [{ field: 'displayOrder', direction: 'asc' }],
  },
  {
    name: 'admin media upload: the last display order',
    collection: 'media',
    audience: 'admin',
    equality: [],
    orderBy: [{ field: 'displayOrder', direction: 'desc' }],
  },
  {
    name: 'admin reviews: newest first',
    collection: 'reviews',
    audience: 'admin',
    equality: [],
    orderBy: [newestFirst],
  },
  {
    // The dashboard's twelve weeks: at most 84 day documents (web/src/admin/dashboard/api/cockpitApi.ts).
    name: 'admin dashboard: daily stats from a day',
    collection: 'dailyStats',
    audience: 'admin',
    equality: [],
    inequality: 'day',
    orderBy: [{ field: 'day', direction: 'asc' }],
  },
  {
    name: 'admin dashboard: requests still new before a time, oldest first',
    collection: 'requests',
    audience: 'admin',
    equality: ['status'],
    inequality: 'createdAt',
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
  },
  // The dashboard's late list (issue 34): only requests whose clock ends by a week from today (dueDay is
  // stamped by onRequestWritten; an ended request or a stage without a clock has none).
  {
    name: 'admin dashboard: requests due by a day, soonest first',
    collection: 'requests',
    audience: 'admin',
    equality: [],
    inequality: 'dueDay',
    orderBy: [{ field: 'dueDay', direction: 'asc' }],
  },
  {
    name: 'admin views of one table, by name',
    collection: 'adminViews',
    audience: 'admin',
    equality: ['page'],
    orderBy: [{ field: 'name', direction: 'asc' }],
  },
  {
    name: 'admin notifications: unread, newest first',
    collection: 'notifications',
    audience: 'admin',
    equality: ['read'],
    orderBy: [newestFirst],
  },
  {
    name: 'admin content: all, by section',
    collection: 'content',
    audience: 'admin',
    equality: [],
    orderBy: [{ field: 'section', direction: 'asc' }],
  },
  ...activityLogShapes(),
  // The trash tab (admin/activity/trash/api/trashApi.ts); the collection filter is applied on the page.
  {
    name: 'admin trash: newest first',
    collection: 'trash',
    audience: 'admin',
    equality: [],
    orderBy: [{ field: 'deletedAt', direction: 'desc' }],
  },
  // The sitemap's last changes (functions/src/sitemap/sitemapSources.ts, decision 031), newest first, limit 1.
  {
    name: 'sitemap: a content section, last changed first',
    collection: 'content',
    audience: 'server',
    equality: ['section'],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  },
  {
    name: 'sitemap: a staff type, last changed first',
    collection: 'staff',
    audience: 'server',
    equality: ['type'],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
  },
];
