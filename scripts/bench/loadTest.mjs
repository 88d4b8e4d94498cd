#!/usr/bin/env node
// Held under load (issue 38, decision 031), in an emulator run of its own (Firestore, Auth, Functions):
// autocannon (a maintained npm load tool) with 50 connections, each a phone, for BENCH_LOAD_SECONDS (60):
//   1. pages: through prodServer.mjs (the production-like server: the CDN's cache times and request
//      collapsing in front of the renderPage function), cycling the home page, the maids list and a
//      worker page in both languages; p50/p95 page time, errors, how many requests ran the function.
//      Not at the function without the CDN: the Functions emulator starts one runtime per concurrent
//      request (production: one instance serves 40), and 50 of them took this 2-core machine to a load
//      of 140 for everyone on it;
//   2. the contact form: each phone an anonymous visitor (Auth emulator) doing what the page does
//      (web/src/lib/firebase/visitorWrite.ts): read its marker visitorLimits/{uid}, then one batched
//      commit of the message and the marker; a phone whose marker shows the limit used sends anyway
//      (a flood script), and the rules must refuse it. Afterwards: every accepted message is stored
//      exactly once, nothing else is stored, and the refusals are the ones the page shows as its own
//      message (contact.limited). The background triggers are off meanwhile (each accepted message would
//      start a runtime of the emulator, see above); what is measured is the database's answer.
// Writes bench-results/load.{json,md}.
//   node scripts/bench/loadTest.mjs   (takes the emulator lock)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pauseBackgroundTriggers } from '../lib/backgroundTriggers.mjs';
import { benchInOwnRun, benchMain } from './ownRun.mjs';

const phones = 50;

export async function runLoadBench({ seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60) } = {}) {
  console.log(`\n=== Load: ${phones} phones for ${seconds} s on the pages and the contact form (own emulator run) ===`);
  return benchInOwnRun({
    name: 'load',
    label: 'load bench',
    script: 'scripts/bench/loadTest.mjs',
    outEnv: 'BENCH_LOAD_OUT',
    extraEnv: { BENCH_LOAD_SECONDS: String(seconds) },
    emulators: { withHosting: false },
    markdown: loadMarkdown,
  });
}

export function loadMarkdown(r) {
  const p = r.pages;
  const c = r.contact;
  return [
    `## Held under load (${r.phones} phones for ${r.seconds} s, the emulators on this machine, ${r.finishedAt?.slice(0, 10) ?? ''})`,
    '',
    '| target | requests | p50 | p95 | p99 | errors (non-2xx, timeouts) |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| pages (production-like server, CDN in front of renderPage; ${p.functionRuns} renders) | ${p.requests} | ${p.p50} ms | ${p.p95} ms | ${p.p99} ms | ${p.non2xx + p.errors + p.timeouts} |`,
    `| contact form (marker read + commit) | ${c.requests} | ${c.p50} ms | ${c.p95} ms | ${c.p99} ms | ${c.unexpected} unexpected |`,
    '',
    `Contact form: ${c.accepted} messages accepted, ${c.stored} stored (${c.duplicates} stored twice, ${c.unanswered ?? 'n/a'} sent but answered after the run stopped, ${c.strays} never sent); ` +
      `${c.refused} sends refused by the rules, each one a phone over its limit, which the page shows as “${c.pageMessage.en}” / “${c.pageMessage.ar}”. ` +
      `Exactly once: ${c.exactlyOnce ? 'yes' : 'NO'}.`,
  ].join('\n');
}

async function inside() {
  const autocannon = (await import('autocannon')).default;
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const out = process.env.BENCH_LOAD_OUT;
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  const projectId = process.env.GCLOUD_PROJECT ?? 'demo-household-staff';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps()[0] ?? initializeApp({ projectId });
  const db = getFirestore(app);
  // Every response's time, from autocannon's 'response' event: exact percentiles (it reports p97.5, not p95).
  const run = (options) =>
    new Promise((resolve, reject) => {
      const times = [];
      const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
      instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    });
  const summary = ({ result, times }) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q) =>
      sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : null;
    return {
      requests: result.requests.total,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  };

  // 1. Pages.
  const worker = (await db.collection('publicStaff').where('type', '==', 'Maid').limit(1).get()).docs[0]?.get(
    'refCode',
  );
  const pagePaths = [
    '/?lang=ar',
    '/?lang=en',
    '/maids-resume?lang=ar',
    `/workers/${worker}?lang=ar`,
    '/maids-resume?lang=en',
  ];
  const { startProdServer } = await import('./prodServer.mjs');
  const server = await startProdServer({
    root: process.cwd(),
    functionsOrigin: `http://127.0.0.1:5001/${projectId}/us-central1`,
    port: 5058,
  });
  await fetch(`${server.url}/?lang=en`); // the function's cold start
  console.log(`[load] pages: ${phones} connections, ${seconds} s`);
  const pages = {
    ...summary(
      await run({
        url: server.url,
        connections: phones,
        duration: seconds,
        timeout: 30,
        headers: { 'accept-encoding': 'br' },
        requests: pagePaths.map((p) => ({ method: 'GET', path: p })),
      }),
    ),
    functionRuns: server.cdnStats.misses.length,
    renderMs: server.cdnStats.misses.map((miss) => miss.ms),
  };
  await server.close();
  await pauseBackgroundTriggers(); // for the rest of this emulator run

  // 2. The contact form.
  const auth = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench';
  const visitors = [];
  for (let i = 0; i < phones; i += 1) {
    const answer = await (
      await fetch(auth, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ returnSecureToken: true }),
      })
    ).json();
    visitors.push({ token: answer.idToken, uid: answer.localId });
  }
  const docs = `/v1/projects/${projectId}/databases/(default)/documents`;
  const name = (p) => `projects/${projectId}/databases/(default)/documents/${p}`;
  const accepted = new Set();
  const sent = new Set();
  let refused = 0;
  let refusedUnderLimit = 0;
  let unexpected = 0;
  let nextPhone = 0;
  let sequence = 0;
  const commitBody = (context) => {
    sequence += 1;
    const id = `load-${context.phone}-${sequence}`;
    context.pendingId = id;
    sent.add(id);
    const marker = context.marker;
    const fresh = !marker;
    context.overLimit = !!marker && marker.count >= 5;
    return JSON.stringify({
      writes: [
        {
          update: {
            name: name(`contactMessages/${id}`),
            fields: {
              name: { stringValue: `Load phone ${context.phone}` },
              email: { stringValue: `load-${context.phone}@bench.example.com` },
              phone: { nullValue: null },
              subject: { stringValue: 'Load test' },
              message: { stringValue: `Message ${id}` },
              status: { stringValue: 'unread' },
              locale: { stringValue: context.phone % 2 ? 'ar' : 'en' },
            },
          },
          updateTransforms: [
            { fieldPath: 'consentAt', setToServerValue: 'REQUEST_TIME' },
            { fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' },
          ],
        },
        {
          update: {
            name: name(`visitorLimits/${context.uid}`),
            fields: {
              count: { integerValue: String(fresh ? 1 : marker.count + 1) },
              ...(fresh ? {} : { windowStart: { timestampValue: marker.windowStart } }),
              lastWrite: { stringValue: `contactMessages/${id}` },
              expiresAt: { timestampValue: new Date(Date.now() + 24 * 3600 * 1000).toISOString() },
            },
          },
          updateTransforms: [
            { fieldPath: 'lastAt', setToServerValue: 'REQUEST_TIME' },
            ...(fresh ? [{ fieldPath: 'windowStart', setToServerValue: 'REQUEST_TIME' }] : []),
          ],
        },
      ],
    });
  };
  // One phone per connection for the whole run. autocannon gives a connection a fresh context at every
  // pass of its request list, so a phone chosen in the context moved between connections (3,087 contexts
  // in a 30 s run) and two connections could send as one phone at once: both read no marker, both
  // created it, and the rules refused one of them, rightly. Those were the "refusals under the limit"
  // of earlier runs. The phone now lives in the connection's initial context.
  const setupClient = (client) => {
    // autocannon's own (undocumented) request iterator: say so plainly if an upgrade renames it.
    const iterator = client.requestIterator;
    if (typeof iterator?.resetContext !== 'function' || typeof iterator?.rebuildRequest !== 'function')
      throw new Error('[load] autocannon no longer exposes client.requestIterator: update setupClient');
    iterator.initialContext = { phone: nextPhone % phones };
    nextPhone += 1;
    iterator.resetContext();
    iterator.rebuildRequest(); // the first request was built before this, without a phone
  };
  const identify = (context) => Object.assign(context, visitors[context.phone]);
  console.log(`[load] contact form: ${phones} phones, ${seconds} s`);
  const contactResult = await run({
    url: 'http://127.0.0.1:8080',
    connections: phones,
    duration: seconds,
    timeout: 30,
    setupClient,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          identify(context);
          return {
            ...request,
            path: `${docs}/visitorLimits/${context.uid}`,
            headers: { authorization: `Bearer ${context.token}` },
          };
        },
        onResponse: (status, body, context) => {
          if (status === 200) {
            const fields = JSON.parse(body).fields ?? {};
            context.marker = {
              count: Number(fields.count?.integerValue ?? 0),
              windowStart: fields.windowStart?.timestampValue,
            };
          } else context.marker = null;
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `${docs}:commit`,
          headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
          body: commitBody(context),
        }),
        onResponse: (status, _body, context) => {
          if (status === 200) {
            if (context.overLimit) unexpected += 1; // accepted past the limit
            accepted.add(context.pendingId);
          } else if (status === 403) {
            refused += 1;
            if (!context.overLimit) refusedUnderLimit += 1;
          } else unexpected += 1;
        },
      },
    ],
  });
  const stored = (await db.collection('contactMessages').where('subject', '==', 'Load test').get()).docs.map(
    (doc) => doc.id,
  );
  const storedSet = new Set(stored);
  const locale = (lang) =>
    JSON.parse(readFileSync(path.join(process.cwd(), 'web', 'src', 'locales', lang, 'public.json'), 'utf8')).contact
      .limited;
  const contact = {
    ...summary(contactResult),
    accepted: accepted.size,
    stored: stored.length,
    duplicates: stored.length - storedSet.size,
    // Stored without an answer seen: sent, its answer still on the way when the run stopped (the page
    // reads its marker then, which names it, and counts it as sent).
    unanswered: stored.filter((id) => sent.has(id) && !accepted.has(id)).length,
    strays: stored.filter((id) => !sent.has(id)).length,
    missing: [...accepted].filter((id) => !storedSet.has(id)).length,
    refused,
    // A refusal of a phone under its limit: its marker raced with its own earlier send (never expected here).
    refusedUnderLimit,
    unexpected: unexpected + refusedUnderLimit,
    pageMessage: { en: locale('en'), ar: locale('ar') },
  };
  contact.exactlyOnce =
    contact.duplicates === 0 && contact.strays === 0 && contact.missing === 0 && contact.accepted <= phones * 5;
  writeFileSync(out, JSON.stringify({ phones, seconds, pages, contact }, null, 2));
}

await benchMain(import.meta.url, inside, runLoadBench);
