/**
 * The shape of the server-render bundle, typed once (docs/decisions/013-pre-rendered-html.md):
 * `functions/ssr/entry-server.js`, built from `web/src/entry-server.tsx`, which implements it; the
 * renderPage and serveOgImage functions load it (functions/src/render/renderPage.ts) and the build tests
 * load it in Node (tests/build/ssrBundle.ts). No Firebase imports: the function hands the bundle its reads.
 */
import type { CvDocument } from './cvDocument.ts';
import type { Language } from './language.ts';
import type { StaffFactFilter } from './staffFacts.ts';

type StoredData = Record<string, unknown>;

/** A stored document as the bundle receives it. */
export interface RenderDoc {
  id: string;
  data: StoredData;
}

/** A staff list's first page query (site/staff/staffQuery.ts writes it; the function runs it on `publicStaff`). */
export interface RenderStaffQuery {
  where: Array<{ field: string; op: '==' | 'in' | '>=' | '<' | 'array-contains'; value: unknown }>;
  orderBy: Array<{ field: string; direction: 'asc' | 'desc' }>;
  pageSize: number;
  /** Filters checked in memory on the documents read. */
  facts?: StaffFactFilter;
}

/** Reads for one page; the function implements them with the Admin SDK, honouring what visitors may see. */
export interface RenderPageSource {
  siteSettings(): Promise<StoredData | undefined>;
  contentSection(section: string): Promise<RenderDoc[]>;
  /** The `active` worker with this refCode, or null. */
  activeWorker(refCode: string): Promise<RenderDoc | null>;
  /**
   * The first page of a staff list query on `publicStaff` (its filters start with status == 'active') and
   * its count; with `facts` the matching documents among at most `factScanLimit(pageSize)` read, no count
   * (null), and `more` when the list may go on.
   */
  staffPage(spec: RenderStaffQuery): Promise<{ docs: RenderDoc[]; total: number | null; more?: boolean }>;
  /** The `media` documents with isActive == true, by displayOrder (the gallery's query). */
  activeMedia(): Promise<RenderDoc[]>;
  /** The `countryCosts` documents (public; id = country code). Optional: a source without it shows no costs. */
  countryCosts?(): Promise<RenderDoc[]>;
  /** `publicStats/measuredTimes` (public, issue 34). Optional: a source without it shows "not enough" on /costs. */
  measuredTimes?(): Promise<StoredData | undefined>;
}

export interface RenderRequest {
  /** Path and query, e.g. `/workers/MD-0142?lang=ar`. */
  url: string;
  cookie?: string | null;
  /** The browser's `Accept-Language`: decides a bare address's language when no cookie does. */
  acceptLanguage?: string | null;
  /** Absolute site origin for canonical, og:url and og:image. */
  origin: string;
  template: string;
  source: RenderPageSource;
}

export interface RenderResult {
  status: number;
  html: string;
  language: Language;
  /** The language came from `Accept-Language`: caches must vary by it. */
  negotiated: boolean;
}

export interface PreviewCardRequest {
  worker: RenderDoc;
  language: Language;
  /** The worker's photo as a data URI, given only with the worker's consent; null draws none. */
  photoDataUri: string | null;
}

export interface CvDocumentRequest {
  /** The worker's public view (`publicStaff`, decision 021), as the page reads it. */
  worker: RenderDoc;
  language: Language;
  /** `settings/site` (the office's name, licence number). */
  settings: StoredData | undefined;
  /** The `countryCosts` documents (the profile's cost lines). */
  countryCosts: RenderDoc[];
  /** Absolute site origin, for the profile's address (the QR code). */
  origin: string;
  /** The moment the document is made (availability and the "made on" day). */
  now: Date;
}

/** What `entry-server.js` exports. */
export interface RenderBundle {
  renderPage(request: RenderRequest): Promise<RenderResult>;
  /** A worker's link-preview card as SVG (decision 022). */
  renderPreviewCard(request: PreviewCardRequest): Promise<{
    svg: string;
    alt: string;
    /** The picture's one address (the page's og:image); the function sends any other query to it. */
    href: string;
  }>;
  /** A worker's CV document's texts and address (decision 032); the function lays them out as a PDF. */
  renderCvDocument(request: CvDocumentRequest): Promise<CvDocument>;
  /** Why a template cannot be filled (a missing marker), or null. */
  templateProblem(template: string): string | null;
}
