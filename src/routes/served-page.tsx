/**
 * What the server knew when it rendered a page (issue #17), for the views that would otherwise
 * ask the browser: the page's origin (the QR code's absolute /shop URL) and, on /detail?id=N, the
 * goods or the fact that there is none. The browser renders without this context and reads the
 * same facts from the page (window.location, the JSON our server embeds), so that its first
 * render, the hydration, equals the server's.
 */
import { createContext, useContext } from 'react';
import type { Goods } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';
import type { EmbeddedList } from '@/services/embedded-list';

export interface ServedPage {
  /** the request's origin, e.g. http://localhost:3000 */
  origin: string;
  /** /detail?id=N: goods N, or null when the server has no such goods; its supplier when known */
  detail?: { goodsId: number; goods: Goods | null; supplier?: Supplier | null };
  /** a list page (/, /goods, /search?keyword=, /shop?SID=): the list call's answer it was rendered from */
  list?: EmbeddedList;
  /** the server's calendar day 'YYYY-MM-DD' (the supplier card's 最近上新 今天) */
  today: string;
}

export const ServedPageContext = createContext<ServedPage | null>(null);

/** The server's facts while it renders; null in the browser. */
export const useServedPage = () => useContext(ServedPageContext);

/** The page's origin: the server's request while rendering there, else the browser's location. */
export function pageOrigin(served: ServedPage | null): string {
  return served ? served.origin : window.location.origin;
}
