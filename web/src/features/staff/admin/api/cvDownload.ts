/**
 * Downloads a CV through the browser: fetch the bytes and save them under `fileName`.
 * URLs may be absolute (Storage download URLs) or site-relative (seed data). A site-relative
 * URL that the hosting answers with the app's HTML (no such file) counts as a failure.
 */
export async function downloadCv(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`CV download failed with HTTP ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/html')) throw new Error('CV not found (the server answered with a page)');
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
