// Preloaded (`node --import`) into the firebase-tools process that `npm start` runs (scripts/start.mjs):
// a request whose address has a malformed %-escape (e.g. `/x?lang=%E0%A4%A`) gets a 400 here, before any
// emulator's handler sees it. Without it one such request through the Hosting emulator threw out of
// firebase-tools and took every emulator down (issue 39). Production Hosting is not affected.
import http from 'node:http';

/** Whether every %-escape in the address decodes (what the emulators' handlers assume). */
export function wellFormedUrl(url) {
  try {
    decodeURIComponent(url ?? '');
    return true;
  } catch {
    return false;
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function guardedEmit(event, request, response, ...rest) {
  if (event === 'request' && !wellFormedUrl(request.url)) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    response.end('Bad request: the address has a malformed %-escape.\n');
    return true;
  }
  return emit.call(this, event, request, response, ...rest);
};
