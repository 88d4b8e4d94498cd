/**
 * The pre-renderer (docs/decisions/013-pre-rendered-html.md): renders one public page of the app to
 * HTML with react-dom/server, for the `renderPage` Cloud Function (functions/src/render/). Built by
 * `npm run build -w web` as an SSR bundle (vite.config.ts) into functions/ssr/, next to the template
 * (the built index.html). Data comes from the function through `RenderPageSource` (model/src/renderBundle.ts: the bundle's shape, typed once; Admin SDK reads); the
 * same mappers as the browser's make the plain objects, and they travel with the HTML so the browser
 * hydrates with exactly what the server rendered.
 */
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { StrictMode } from 'react';
import { ThemeProvider } from '@/lib/theme/ThemeContext';
import { routes } from '@/app/router';
import { sharedOptions } from '@/i18n/resources';
import { contentItemsFromStored } from '@/lib/content/api/contentApi';
import { toSiteSettings, type SiteSettings } from '@/lib/siteSettings/siteSettings';
import { jsonLdScriptHtml, organizationJsonLd } from '@/site/seo/organizationJsonLd';
import { manifestLinkHtml } from '@/site/seo/manifest';
import { prerenderKeys } from '@/lib/prerender/keys';
import { PrerenderDataProvider } from '@/lib/prerender/PrerenderData';
import { serializeForHtml } from '@/lib/prerender/serialize';
import { buildHeadTags, headTagsHtml } from '@/lib/seo/headTags';
import { PageHeadProvider, type PageHeadCollector } from '@/lib/seo/pageHead';
import { resolveRequestLanguage } from '@/lib/seo/requestLanguage';
import { themeFromSearch } from '@/lib/theme/themePreference';
import { workerProfileFromStored } from '@/site/workers/api/workersApi';
import { queryKey } from '@/site/staff/staffQuery';
import type { PrerenderedStaffList } from '@/site/staff/useStaffList';
import { activeMediaFromStored } from '@/site/gallery/api/galleryApi';
import { previewAltText, previewCardTexts, previewImageHref } from '@/site/workers/preview/previewCardTexts';
import { previewCardSvg } from '@/site/workers/preview/previewCardSvg';
import { cvDocumentTexts } from '@/site/workers/cvDocument/cvDocumentTexts';
import {
  countryCostsFromStored,
  defaultLanguageOf,
  heroPreloads,
  measuredTimesFromStored,
  publicStaffFromStored,
  type CvDocument,
  type CvDocumentRequest,
  type PreviewCardRequest,
  type RenderBundle,
  type RenderPageSource,
  type RenderRequest,
  type RenderResult,
} from '@household/model';
import { renderDocument, templateProblem } from './site/server/document';
import { heroPictureFor } from './site/home/heroSources';
import { isBrowserOnlyPath, routeData } from './site/server/routeData';

type StoredData = Record<string, unknown>;

export { templateProblem };

async function readData(
  pathname: string,
  search: string,
  source: RenderPageSource,
  settingsRead?: Promise<StoredData | undefined>,
): Promise<Record<string, unknown>> {
  const needs = routeData(pathname, search);
  const compared = needs.compareRefCodes
    ? Promise.all(
        needs.compareRefCodes.map(async (refCode) => {
          const found = await source.activeWorker(refCode);
          // The public view's mapper: no photo path without the worker's photo consent.
          return { refCode, staff: found ? workerProfileFromStored(found.id, found.data).staff : null };
        }),
      )
    : null;
  const [settings, content, worker, staffPage, media, costs, measured, comparedEntries] = await Promise.all([
    settingsRead ?? source.siteSettings(),
    needs.content ? source.contentSection(needs.content) : null,
    needs.workerRefCode ? source.activeWorker(needs.workerRefCode) : undefined,
    needs.staffList ? source.staffPage(needs.staffList) : null,
    needs.media ? source.activeMedia() : null,
    needs.countryCosts && source.countryCosts ? source.countryCosts() : null,
    needs.measuredTimes && source.measuredTimes ? source.measuredTimes() : undefined,
    compared,
  ]);
  const data: Record<string, unknown> = { [prerenderKeys.settings]: toSiteSettings(settings) };
  if (needs.content && content) data[prerenderKeys.content(needs.content)] = contentItemsFromStored(content);
  if (needs.workerRefCode && worker !== undefined) {
    const profile = worker ? workerProfileFromStored(worker.id, worker.data) : null;
    data[prerenderKeys.worker(needs.workerRefCode)] = profile ? profile : null;
  }
  if (needs.staffList && staffPage) {
    const list: PrerenderedStaffList = {
      items: staffPage.docs.map((doc) => publicStaffFromStored(doc.id, doc.data)),
      total: staffPage.total,
      hasMore: staffPage.more ?? staffPage.docs.length === needs.staffList.pageSize,
    };
    data[prerenderKeys.staffList(queryKey(needs.staffList))] = list;
  }
  if (media) data[prerenderKeys.media] = activeMediaFromStored(media);
  if (needs.countryCosts) data[prerenderKeys.countryCosts] = countryCostsFromStored(costs ?? []);
  if (needs.measuredTimes) data[prerenderKeys.measuredTimes] = measuredTimesFromStored(measured);
  if (needs.compareRefCodes && comparedEntries)
    data[prerenderKeys.compare(needs.compareRefCodes.join(','))] = comparedEntries;
  return data;
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const origin = request.origin.replace(/\/+$/, '');
  const url = new URL(request.url, `${origin}/`);
  if (isBrowserOnlyPath(url.pathname)) {
    const { language, negotiated } = resolveRequestLanguage(url.search, request.cookie, request.acceptLanguage);
    return { status: 200, html: request.template, language, negotiated };
  }

  // The settings hold the office's default language (decision 020): read them once, for both.
  const settingsRead = request.source.siteSettings();
  const [storedSettings, data] = await Promise.all([
    settingsRead,
    readData(url.pathname, url.search, request.source, settingsRead),
  ]);
  const { language, negotiated } = resolveRequestLanguage(
    url.search,
    request.cookie,
    request.acceptLanguage,
    defaultLanguageOf(storedSettings?.defaultLanguage),
  );
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...sharedOptions, lng: language, initAsync: false });

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href, { method: 'GET' }));
  if (context instanceof Response) throw new Error(`Unexpected response from the route table for ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const collector: PageHeadCollector = { head: null, status: context.statusCode === 404 ? 404 : 200, origin };
  const appHtml = renderToString(
    <StrictMode>
      <PageHeadProvider collector={collector}>
        <PrerenderDataProvider data={data}>
          <I18nextProvider i18n={i18n}>
            <ThemeProvider>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ThemeProvider>
          </I18nextProvider>
        </PrerenderDataProvider>
      </PageHeadProvider>
    </StrictMode>,
  );

  const portal = i18n.t('brand.portal');
  const head = collector.head ?? {
    title: portal,
    description: i18n.t('public:meta.homeDescription'),
    path: url.pathname,
    language,
    portal,
    origin,
  };
  const settings = data[prerenderKeys.settings] as SiteSettings;
  // The home page describes the office for search engines (schema.org EmploymentAgency, nothing about workers).
  const organization =
    url.pathname === '/'
      ? `\n    ${jsonLdScriptHtml(organizationJsonLd({ settings, language, name: i18n.t('brand.name'), origin }))}`
      : '';
  const html = renderDocument(request.template, {
    language,
    theme: themeFromSearch(url.search),
    headHtml: `${headTagsHtml(buildHeadTags(head))}\n    ${manifestLinkHtml(language)}${organization}`,
    appHtml,
    dataJson: serializeForHtml(data),
    // The hero's first sources, as its <picture> picks them (phone and wide screens).
    preloadImages:
      url.pathname === '/' && settings.heroImageUrl
        ? heroPreloads(heroPictureFor(settings.heroImageUrl, settings.heroImageVariants))
        : [],
  });
  return { status: collector.status, html, language, negotiated };
}

/**
 * A worker's link-preview card as SVG (docs/decisions/022-worker-preview-images.md), for the serveOgImage
 * function, which draws it to PNG: the same mapper and locale texts as the page and its og:image address.
 */
export async function renderPreviewCard(
  request: PreviewCardRequest,
): Promise<{ svg: string; alt: string; href: string }> {
  const { staff } = workerProfileFromStored(request.worker.id, request.worker.data);
  const i18n = createInstance();
  await i18n.init({ ...sharedOptions, lng: request.language, initAsync: false });
  const texts = previewCardTexts(i18n.t, staff, request.language);
  // href: the one address of this picture (the page's og:image); the function sends any other to it.
  const href = previewImageHref(texts, staff.photoPath);
  return { svg: previewCardSvg(texts, request.photoDataUri), alt: previewAltText(texts), href };
}

/**
 * A worker's CV document (docs/decisions/032-cv-pdf.md), for the serveCvPdf function, which lays it out as a
 * PDF: the page's mapper, locale texts and formatters, and the document's address (the page links to it).
 */
export async function renderCvDocument(request: CvDocumentRequest): Promise<CvDocument> {
  const profile = workerProfileFromStored(request.worker.id, request.worker.data);
  const i18n = createInstance();
  await i18n.init({ ...sharedOptions, lng: request.language, initAsync: false });
  return cvDocumentTexts(i18n.getFixedT(request.language, 'public'), {
    profile,
    settings: toSiteSettings(request.settings),
    countryCosts: countryCostsFromStored(request.countryCosts),
    language: request.language,
    origin: request.origin.replace(/\/+$/, ''),
    now: request.now,
  });
}

/** This module is the bundle the functions load: its exports have the model's shape. */
export const bundleShape: RenderBundle = { renderPage, renderPreviewCard, renderCvDocument, templateProblem };
