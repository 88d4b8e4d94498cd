// Protocol test of the Storage rules runtime stand-in (tools/storage-rules-runtime): this file
// plays firebase-tools' side of the JSON protocol (lib/emulator/storage/rules/runtime.js) against
// the jar the emulator launcher built, including the firestore.get()/exists() round trip.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const jar = process.env.STORAGE_EMULATOR_BINARY_PATH ?? '';
const usesStandIn = /storage-rules-runtime-[0-9a-f]+\.jar$/.test(jar);
const title = usesStandIn
  ? 'storage rules runtime stand-in (protocol)'
  : "storage rules runtime stand-in (protocol) [skipped: firebase-tools' own rules runtime is in use, or no Cloud SDK jar]";

type Message = Record<string, unknown> & { id?: number; server_request_id?: number; action?: string };

const parsed = (text: string): Message | null => {
  try {
    return JSON.parse(text) as Message;
  } catch {
    return null;
  }
};

/**
 * The messages of a stdout chunk: firebase-tools reads one per chunk. Two in one chunk would be lost
 * there (the "own stdout chunk" test lists that chunk); here each line is still answered, so that test
 * fails naming the chunk instead of timing out.
 */
function messagesIn(chunk: string): Message[] {
  const whole = parsed(chunk);
  if (whole) return [whole];
  return chunk
    .split('\n')
    .map(parsed)
    .filter((message): message is Message => message !== null);
}

/** A firebase-tools-like client: one request per line in, one JSON message per stdout chunk out. */
class RuntimeClient {
  readonly chunks: string[] = [];
  private readonly waiting = new Map<number, (message: Message) => void>();
  private readonly early = new Map<number, Message>();
  private nextId = 0;
  /** Answers to fetch_firestore_document, by document path; a missing path answers not_found. */
  documents = new Map<string, Record<string, unknown>>();
  readonly fetchedPaths: string[] = [];

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on('data', (buffer: Buffer) => this.receive(buffer.toString('utf8')));
  }

  private receive(chunk: string) {
    this.chunks.push(chunk);
    for (const message of messagesIn(chunk)) this.handle(message);
  }

  private handle(message: Message) {
    if (message.action === 'fetch_firestore_document') {
      const path = (message.context as { path: string }).path;
      this.fetchedPaths.push(path);
      const fields = this.documents.get(path);
      const answer = fields
        ? { status: 'ok', result: { name: `projects/demo-household-staff${path}`, fields }, warnings: [], errors: [] }
        : { status: 'not_found', warnings: [], errors: [] };
      this.child.stdin.write(`${JSON.stringify({ ...answer, id: message.server_request_id })}\n`);
      return;
    }
    const id = message.id!;
    const handler = this.waiting.get(id);
    if (handler) {
      this.waiting.delete(id);
      handler(message);
    } else this.early.set(id, message);
  }

  reply(id: number): Promise<Message> {
    const ready = this.early.get(id);
    if (ready) {
      this.early.delete(id);
      return Promise.resolve(ready);
    }
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  send(action: string, context: Record<string, unknown>): Promise<Message> {
    const id = this.nextId++;
    this.child.stdin.write(`${JSON.stringify({ action, context, id })}\n`);
    return this.reply(id);
  }
}

const rules = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /open/{name} {
      allow get: if true;
      allow create: if request.resource.size <= 10 && request.resource.contentType == 'image/png';
      allow update: if request.auth != null && request.auth.token.admin == true;
      allow delete: if resource.size == 16;
    }
    match /listable/{rest=**} {
      allow list: if true;
    }
    match /staff/{id} {
      allow get: if firestore.get(/databases/(default)/documents/staff/$(id)).data.status == 'active';
      allow delete: if firestore.exists(/databases/(default)/documents/staff/$(id));
    }
  }
}`;

const nullValue = { null_value: null };
const file = (size: number, contentType: string) => ({
  map_value: {
    fields: { size: { int_value: size }, contentType: { string_value: contentType }, name: { string_value: 'x' } },
  },
});
const auth = (admin: boolean) => ({
  map_value: {
    fields: { uid: { string_value: 'u1' }, token: { map_value: { fields: { admin: { bool_value: admin } } } } },
  },
});

function verify(
  client: RuntimeClient,
  ruleset: string,
  method: string,
  path: string,
  vars: { after?: unknown; before?: unknown; auth?: unknown },
) {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((simple) => ({ simple }));
  const request = {
    map_value: {
      fields: {
        path: { path_value: { segments } },
        time: { timestamp_value: '2026-01-01T00:00:00.000Z' },
        resource: vars.after ?? nullValue,
        auth: vars.auth ?? nullValue,
      },
    },
  };
  return client.send('verify', {
    rulesetName: ruleset,
    service: 'firebase.storage',
    path,
    method,
    variables: { resource: vars.before ?? nullValue, request },
  });
}

const permit = (message: Message) => (message.result as { permit?: boolean } | undefined)?.permit;

describe.skipIf(!usesStandIn)(title, () => {
  let child: ChildProcessWithoutNullStreams;
  let client: RuntimeClient;

  beforeAll(async () => {
    child = spawn('java', ['-jar', jar, 'serve'], { stdio: ['pipe', 'pipe', 'pipe'] });
    client = new RuntimeClient(child);
    const ready = await client.reply(-1);
    expect(ready).toEqual({ id: -1, status: 'ok' });
    const loaded = await client.send('load_ruleset', {
      rulesetName: 'good',
      source: { files: [{ name: 'storage.rules', content: rules }] },
    });
    expect(loaded.errors).toEqual([]);
    expect(loaded.result).toEqual({ rulesVersion: 2 });
  });

  afterAll(() => {
    child?.kill();
  });

  it('reports a ruleset with an error as issues firebase-tools can print, and loads nothing', async () => {
    const broken = 'service firebase.storage {\n  match /b/{bucket}/o {\n    allow get: if nope(;\n  }\n}';
    const reply = await client.send('load_ruleset', {
      rulesetName: 'broken',
      source: { files: [{ name: 'broken.rules', content: broken }] },
    });
    expect(reply.status).toBe('ok');
    const errors = reply.errors as string[];
    expect(errors.length).toBeGreaterThan(0);
    const issue = JSON.parse(errors[0]!) as {
      description_: string;
      sourcePosition_: { fileName_: string; line_: number };
    };
    expect(issue.description_).not.toBe('');
    expect(issue.sourcePosition_).toMatchObject({ fileName_: 'broken.rules', line_: 3 });
    // The broken ruleset was not stored: verifying against it is refused, with an error, not a hang.
    const verdict = await verify(client, 'broken', 'get', '/b/bucket/o/open/a.png', {});
    expect(permit(verdict)).toBeUndefined();
    expect((verdict.errors as string[]).length).toBeGreaterThan(0);
  });

  it('reports rules_version 1 when the source does not declare version 2', async () => {
    const reply = await client.send('load_ruleset', {
      rulesetName: 'v1',
      source: {
        files: [
          { name: 'v1.rules', content: 'service firebase.storage { match /b/{bucket}/o { allow read: if false; } }' },
        ],
      },
    });
    expect(reply.result).toEqual({ rulesVersion: 1 });
  });

  it('verifies get and list', async () => {
    expect(
      permit(await verify(client, 'good', 'get', '/b/bucket/o/open/a.png', { before: file(16, 'image/png') })),
    ).toBe(true);
    expect(permit(await verify(client, 'good', 'list', '/b/bucket/o/listable', {}))).toBe(true);
    expect(permit(await verify(client, 'good', 'list', '/b/bucket/o/listable/deeper/still', {}))).toBe(true);
    expect(
      permit(await verify(client, 'good', 'get', '/b/bucket/o/closed/a.png', { before: file(16, 'image/png') })),
    ).toBe(false);
    expect(permit(await verify(client, 'good', 'list', '/b/bucket/o/open', {}))).toBe(false);
  });

  it('verifies create with request.resource (size and type)', async () => {
    expect(
      permit(await verify(client, 'good', 'create', '/b/bucket/o/open/a.png', { after: file(10, 'image/png') })),
    ).toBe(true);
    expect(
      permit(await verify(client, 'good', 'create', '/b/bucket/o/open/a.png', { after: file(11, 'image/png') })),
    ).toBe(false);
    expect(
      permit(await verify(client, 'good', 'create', '/b/bucket/o/open/a.png', { after: file(10, 'text/html') })),
    ).toBe(false);
  });

  it('verifies update with request.auth and its token claims', async () => {
    const before = file(16, 'image/png');
    const after = file(8, 'image/png');
    expect(
      permit(await verify(client, 'good', 'update', '/b/bucket/o/open/a.png', { before, after, auth: auth(true) })),
    ).toBe(true);
    expect(
      permit(await verify(client, 'good', 'update', '/b/bucket/o/open/a.png', { before, after, auth: auth(false) })),
    ).toBe(false);
    expect(permit(await verify(client, 'good', 'update', '/b/bucket/o/open/a.png', { before, after }))).toBe(false);
  });

  it('verifies delete with the stored resource', async () => {
    expect(
      permit(await verify(client, 'good', 'delete', '/b/bucket/o/open/a.png', { before: file(16, 'image/png') })),
    ).toBe(true);
    expect(
      permit(await verify(client, 'good', 'delete', '/b/bucket/o/open/a.png', { before: file(17, 'image/png') })),
    ).toBe(false);
  });

  it('asks firebase-tools for the document on firestore.get() and exists(), and uses the answer', async () => {
    client.documents.set('/databases/(default)/documents/staff/s1', { status: { stringValue: 'active' } });
    client.documents.set('/databases/(default)/documents/staff/s2', { status: { stringValue: 'pending' } });
    expect(permit(await verify(client, 'good', 'get', '/b/bucket/o/staff/s1', {}))).toBe(true);
    expect(permit(await verify(client, 'good', 'get', '/b/bucket/o/staff/s2', {}))).toBe(false);
    // A missing document: firestore.get() is null, `.data` on it is an evaluation error, which
    // denies with a warning (as in production) instead of failing the request.
    const missing = await verify(client, 'good', 'get', '/b/bucket/o/staff/s3', {});
    expect(permit(missing)).toBe(false);
    expect((missing.warnings as string[]).join(' ')).toMatch(/null/i);
    expect(permit(await verify(client, 'good', 'delete', '/b/bucket/o/staff/s2', {}))).toBe(true);
    expect(permit(await verify(client, 'good', 'delete', '/b/bucket/o/staff/s3', {}))).toBe(false);
    expect(client.fetchedPaths).toEqual([
      '/databases/(default)/documents/staff/s1',
      '/databases/(default)/documents/staff/s2',
      '/databases/(default)/documents/staff/s3',
      '/databases/(default)/documents/staff/s2',
      '/databases/(default)/documents/staff/s3',
    ]);
  });

  it('answers concurrent requests each in its own stdout chunk', async () => {
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        verify(client, 'good', 'create', `/b/bucket/o/open/${index}.png`, { after: file(index, 'image/png') }),
      ),
    );
    expect(replies.map(permit)).toEqual(Array.from({ length: 8 }, () => true));
    const unreadable = client.chunks.filter((chunk) => parsed(chunk) === null);
    expect(unreadable).toEqual([]);
  });
});
