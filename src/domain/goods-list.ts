/** A catalogue list (spec §2: /, /goods, /search?keyword=, /shop?SID=): what is asked, what one page answers. */
import type { GoodsPage } from './goods';
import type { Supplier } from './supplier';

/** Which list a page shows: it names the call the route makes, and the texts the view shows. */
export type GoodsListQuery =
  | { kind: 'featured' }
  | { kind: 'all'; page: number }
  | { kind: 'search'; keyword: string; page: number }
  | { kind: 'shop'; supplierId: number; page: number };

/** What one load answers: a page of cards and, for a shop, its supplier. */
export interface GoodsListResult {
  page: GoodsPage;
  supplier: Supplier | null;
}
