import { describe, expect, it } from 'vitest';
import { dropPendingTab, openPendingTab, pointPendingTab, type PendingTab } from './whatsappHandoff';

function fakeTab(): PendingTab & { closeCalls: number } {
  return {
    closed: false,
    opener: 'the site',
    location: { href: 'about:blank' },
    closeCalls: 0,
    close() {
      this.closeCalls++;
      this.closed = true;
    },
  };
}

describe('whatsapp hand-off', () => {
  it('opens an empty tab, cuts the opener, then points it at the chat', () => {
    const tab = fakeTab();
    const opened: string[] = [];
    const pending = openPendingTab((url, target) => {
      opened.push(`${url} ${target}`);
      return tab;
    });
    expect(opened).toEqual(['about:blank _blank']);
    expect(tab.opener).toBeNull();
    expect(pointPendingTab(pending, 'https://wa.me/966500000001?text=hi')).toBe(true);
    expect(tab.location.href).toBe('https://wa.me/966500000001?text=hi');
  });
  it('says so when the browser blocked the tab', () => {
    const pending = openPendingTab(() => null);
    expect(pending).toBeNull();
    expect(pointPendingTab(pending, 'https://wa.me/1')).toBe(false);
  });
  it('does not point a tab the visitor already closed', () => {
    const tab = fakeTab();
    tab.closed = true;
    expect(pointPendingTab(tab, 'https://wa.me/1')).toBe(false);
    expect(tab.location.href).toBe('about:blank');
  });
  it('closes an unused tab once', () => {
    const tab = fakeTab();
    dropPendingTab(tab);
    dropPendingTab(tab);
    dropPendingTab(null);
    expect(tab.closeCalls).toBe(1);
  });
});
