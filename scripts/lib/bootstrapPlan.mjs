// What `npm run bootstrap` writes, decided from what the project already holds. Pure: no I/O.
// Create-if-absent per document and per field: a field that exists (even null or blank, which is
// how the admin removes an image or empties a text) is never touched.

/**
 * The `settings/site` fields a new project starts with: no contact data (the admin enters the office's
 * own), the bundled page images, and Arabic as the language a bare address serves (issue 40: the 2025
 * draft asks for it and most Riyadh families expect it; the office can change it in Settings).
 * @param {readonly string[]} siteSettingKeys
 * @param {Record<string, string>} defaultPageImages
 * @returns {Record<string, string | null>}
 */
export function siteDefaultsOf(siteSettingKeys, defaultPageImages) {
  return {
    ...Object.fromEntries(siteSettingKeys.map((key) => [key, null])),
    ...defaultPageImages,
    defaultLanguage: 'ar',
  };
}

/** The content document id of a default (`content/{section}_{fieldKey}`). */
export const contentId = (item) => `${item.section}_${item.fieldKey}`;

/**
 * @param {{
 *   contentDefaults: readonly { section: string, fieldKey: string, en: string, ar: string }[],
 *   existingContent: ReadonlyMap<string, Record<string, unknown>>,
 *   siteDefaults: Record<string, string | null>,
 *   existingSite: Record<string, unknown> | undefined,
 * }} input
 * @returns {{ content: { id: string, create: boolean, fields: Record<string, string> }[], site: Record<string, string | null> }}
 */
export function planBootstrap({ contentDefaults, existingContent, siteDefaults, existingSite }) {
  const content = [];
  for (const item of contentDefaults) {
    const id = contentId(item);
    const existing = existingContent.get(id);
    if (!existing) {
      content.push({
        id,
        create: true,
        fields: { section: item.section, fieldKey: item.fieldKey, en: item.en, ar: item.ar },
      });
      continue;
    }
    const fields = {};
    for (const key of ['section', 'fieldKey', 'en', 'ar']) {
      if (!(key in existing)) fields[key] = item[key];
    }
    if (Object.keys(fields).length > 0) content.push({ id, create: false, fields });
  }
  const site = {};
  for (const [key, value] of Object.entries(siteDefaults)) {
    if (!existingSite || !(key in existingSite)) site[key] = value;
  }
  return { content, site };
}

/** One line per written document for the record the script prints. */
export function describePlan(plan) {
  const lines = plan.content.map(
    (entry) => `content/${entry.id}: ${entry.create ? 'created' : `filled ${Object.keys(entry.fields).join(', ')}`}`,
  );
  const siteKeys = Object.keys(plan.site);
  if (siteKeys.length > 0) lines.push(`settings/site: filled ${siteKeys.join(', ')}`);
  return lines;
}
