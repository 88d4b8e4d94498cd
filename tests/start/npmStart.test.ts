// `npm start` survives a bad address and leaves nothing running (issue 39): the real scripts/start.mjs
// (without its build step), a malformed %-escape through the Hosting emulator answered 400, a page read
// afterwards, and after Ctrl-C no process it started is left (the Java emulators included).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = 'http://127.0.0.1:5000';

/** pid -> [parent pid, command line] of every process now. */
function processTable(): Map<number, [number, string]> {
  const table = new Map<number, [number, string]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      table.set(Number(name), [parent, command]);
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** Every process below `pid`, with its command line. */
function descendants(pid: number): Map<number, string> {
  const table = processTable();
  const found = new Map<number, string>();
  let frontier = [pid];
  while (frontier.length > 0) {
    const next: number[] = [];
    for (const [child, [parent, command]] of table)
      if (frontier.includes(parent) && !found.has(child)) {
        found.set(child, command);
        next.push(child);
      }
    frontier = next;
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start', () => {
  it('answers a malformed address with 400, keeps serving, and stops every child on Ctrl-C', async () => {
    const start = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const exited = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start did not get ready:\n${output.slice(-3000)}`)),
        240_000,
      );
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Demo login')) {
          clearTimeout(timer);
          resolve();
        }
      };
      start.stdout.on('data', onData);
      start.stderr.on('data', onData);
      start.on('exit', () => reject(new Error(`npm start exited early:\n${output.slice(-3000)}`)));
    });
    try {
      for (const bad of ['/x?lang=%E0%A4%A', '/maids-resume?lang=%', '/og/%E0%A4%A.png']) {
        const response = await fetch(`${site}${bad}`);
        expect(response.status, bad).toBe(400);
      }
      const page = await fetch(`${site}/?lang=en`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      const children = descendants(start.pid!);
      expect([...children.values()].some((command) => command.includes('java'))).toBe(true);
      start.kill('SIGINT');
      expect(await exited).toBe(0);
      const left = [...children].filter(([pid]) => alive(pid)).map(([pid, command]) => `${pid} ${command}`);
      expect(left).toEqual([]);
    }
  });
});
