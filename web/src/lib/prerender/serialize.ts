/**
 * The data a pre-rendered page was rendered with travels to the browser inside the HTML as
 * `<script type="application/json" id="prerender-data">` (a data block: never executed, so the
 * Content-Security-Policy does not need to allow it). The browser hydrates with the same data, so the
 * first client render matches the server's HTML. Dates survive the trip; `<`, `>`, `&` and the two
 * JavaScript line separators are escaped so admin or worker text (e.g. `</script>`) cannot end the block.
 */
const dateTag = '$date';

export function serializeForHtml(data: unknown): string {
  const json = JSON.stringify(data, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [dateTag]: Number.isNaN(raw.getTime()) ? null : raw.toISOString() } : value;
  });
  return (json ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The inverse of serializeForHtml; undefined when the text is not valid JSON. */
export function parseFromHtml(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        if (keys.length === 1 && keys[0] === dateTag) {
          const iso = (value as Record<string, unknown>)[dateTag];
          return typeof iso === 'string' ? new Date(iso) : null;
        }
      }
      return value;
    });
  } catch {
    return undefined;
  }
}
