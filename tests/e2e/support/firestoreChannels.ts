// Ends the Firestore WebChannels a browser context opened (the admin portal's live listeners) when a test
// ends, as the SDK's own close does (`TYPE=terminate`).
//
// Why: the real service drops a channel whose browser went away; the emulator keeps a channel whose page
// left between two long polls (every navigation of the admin portal leaves one), or before its first poll,
// and queues every later change for it. After 10,000 queued messages each new change fails and is logged
// three times, in a loop. Seen in npm test: once the browser specs had ended, the functions suite's writes
// made 830,000 failed sends (a 450 MB firestore-debug.log) and kept the emulator busy on a core.
import type { BrowserContext, Request } from '@playwright/test';

/** The session id in a handshake's answer: `52\n[[0,["c","<id>","",8,12,30000]]]` (length, then the array). */
const sessionOf = (body: string): string | null => /\[\[0,\["c","([^"]+)"/.exec(body)?.[1] ?? null;

/**
 * The address of a channel's own close (what the SDK sends by beacon), from one of the channel's requests:
 * a poll (its session id in the address) or the handshake, whose answer (`body`) holds the session id.
 */
export function terminateAddress(request: string, body?: string): URL | null {
  const url = new URL(request);
  if (!url.pathname.endsWith('/channel')) return null;
  const session = url.searchParams.get('SID') ?? (body === undefined ? null : sessionOf(body));
  if (!session) return null;
  const end = new URL(url.origin + url.pathname);
  for (const key of ['VER', 'database', 'gsessionid']) {
    const value = url.searchParams.get(key);
    if (value !== null) end.searchParams.set(key, value);
  }
  end.searchParams.set('SID', session);
  end.searchParams.set('RID', 'rpc');
  end.searchParams.set('TYPE', 'terminate');
  return end;
}

/** Records every channel the context's pages open; the returned function ends them (errors ignored). */
export function trackFirestoreChannels(context: BrowserContext): () => Promise<void> {
  const channels = new Map<string, URL>();
  const remember = (end: URL | null) => {
    if (end) channels.set(`${end.pathname}|${end.searchParams.get('SID')}`, end);
  };
  const reading = new Set<Promise<void>>();
  const handshake = (request: Request) =>
    request.method() === 'POST' && request.url().includes('/channel?') && !request.url().includes('SID=');
  context.on('request', (request) => remember(terminateAddress(request.url())));
  context.on('requestfinished', (request) => {
    if (!handshake(request)) return;
    const read = (async () => {
      const body = await (await request.response())?.text();
      remember(terminateAddress(request.url(), body ?? ''));
    })().catch(() => {
      // The page closed before its answer could be read: its poll (if any) was recorded.
    });
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return async () => {
    await Promise.all(reading);
    await Promise.all(
      [...channels.values()].map((end) =>
        fetch(end, { method: 'POST', body: '', signal: AbortSignal.timeout(5_000) }).catch(() => {
          // Already gone (the emulator stopped, or the channel ended itself): nothing to end.
        }),
      ),
    );
    channels.clear();
  };
}
