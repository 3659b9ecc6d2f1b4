// The items this person reported in this tab, so 'Meld ongepast' shows 'Gemeld' after a report, also after a
// reload or on another page. The API lists reports to admins only and tells a reporter nothing back except a
// refused second report (409), which also lands here. Kept per user id: another login in the tab starts empty.
import type { ReportableItem } from '../contracts/community-rules.ts';

const STORAGE_KEY = 'roadmap.reported-items';

function stored(): Set<string> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const list: unknown = raw === null ? [] : JSON.parse(raw);
    return new Set(Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []);
  } catch {
    // Storage blocked or a broken value: only this page's memory counts.
    return new Set();
  }
}

const memory = typeof window === 'undefined' ? new Set<string>() : stored();

const keyOf = (userId: number | null, itemType: ReportableItem, itemId: number) => `${userId ?? 0}:${itemType}:${itemId}`;

export function wasReported(userId: number | null, itemType: ReportableItem, itemId: number): boolean {
  return memory.has(keyOf(userId, itemType, itemId));
}

export function rememberReported(userId: number | null, itemType: ReportableItem, itemId: number): void {
  memory.add(keyOf(userId, itemType, itemId));
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...memory]));
  } catch {
    // Storage full or blocked: the page's memory still holds it until a reload.
  }
}
