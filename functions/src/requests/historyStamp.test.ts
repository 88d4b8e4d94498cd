import { describe, expect, it } from 'vitest';
import { needsStamp, withEntry, stageDateToStamp } from './historyStamp';

const at = (ms: number) => ({ toMillis: () => ms });

describe('request history stamping', () => {
  it('stamps a create and a status change, nothing else', () => {
    expect(needsStamp(undefined, { status: 'new' })).toBe(true);
    expect(needsStamp({ status: 'new' }, { status: 'contacted' })).toBe(true);
    expect(needsStamp({ status: 'new' }, { status: 'new' })).toBe(false); // e.g. the stamp itself
    expect(needsStamp({ status: 'new' }, undefined)).toBe(false); // a delete
  });

  it('adds the entry in time order', () => {
    const history = [
      { status: 'new', at: at(1) },
      { status: 'contract', at: at(30) },
    ];
    const next = withEntry(history, { status: 'contacted', at: at(20) });
    expect(next?.map((e) => e.status)).toEqual(['new', 'contacted', 'contract']);
  });

  it('adds nothing when the same event is delivered again', () => {
    const history = [{ status: 'new', at: at(1) }];
    expect(withEntry(history, { status: 'new', at: at(1) })).toBeNull();
  });

  it('keeps a return to an earlier stage as its own entry', () => {
    const history = [
      { status: 'new', at: at(1) },
      { status: 'contacted', at: at(2) },
    ];
    expect(withEntry(history, { status: 'new', at: at(3) })?.map((e) => e.status)).toEqual(['new', 'contacted', 'new']);
  });

  it('drops malformed stored entries', () => {
    expect(
      withEntry([null, { status: 'new' }, 'x'], { status: 'new', at: at(1) })?.map((e) => [e.status, e.at.toMillis()]),
    ).toEqual([['new', 1]]);
  });

  it("dates a stage once, and never an old status name (that is the migration's to map)", () => {
    const five = at(5);
    expect(stageDateToStamp(undefined, 'contacted', five)).toBe(five);
    expect(stageDateToStamp({ contacted: null, new: at(1) }, 'contacted', five)).toBe(five);
    expect(stageDateToStamp({ contacted: at(5) }, 'contacted', at(9))).toBeNull();
    expect(stageDateToStamp({}, 'closed', at(9))).toBeNull();
    expect(stageDateToStamp({}, '__proto__', at(9))).toBeNull();
  });
});
