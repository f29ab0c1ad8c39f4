/**
 * The detail page's side calls (spec §7), cached per goods id as the spec says: recommended goods
 * for 30 minutes, the supplier card for 60. Keyed by goods id (not supplier id) because that is
 * the contract; the supplier id is part of the key too, so a goods moved to another supplier
 * never shows the old one's card.
 */
import * as v from 'valibot';
import { GoodsCard } from '@/domain/goods';
import { Supplier } from '@/domain/supplier';
import { RECOMMENDED_CACHE_MS, SUPPLIER_CACHE_MS } from '@/rules/business-constants';
import { fetchRecommended } from './goods-api';
import { fetchSupplier } from './supplier-api';
import { createTtlCache, type TtlCache } from './ttl-cache';

const sharedCache = createTtlCache();

export interface SideCallInput {
  goodsId: number;
  supplierId: number;
}

export async function recommendedFor(
  { goodsId, supplierId }: SideCallInput,
  signal?: AbortSignal,
  cache: TtlCache = sharedCache,
) {
  const list = await cache.through(
    `recommended:${goodsId}:${supplierId}`,
    RECOMMENDED_CACHE_MS,
    v.array(GoodsCard),
    () => fetchRecommended(supplierId, signal),
  );
  // The supplier's list is one for all its goods: the goods on screen is not a recommendation
  // (issue 19 item 6). Filtered after the cache, so a list cached before is filtered too.
  return list.filter((card) => card.ID !== goodsId);
}

export function supplierFor(
  { goodsId, supplierId }: SideCallInput,
  signal?: AbortSignal,
  cache: TtlCache = sharedCache,
) {
  return cache.through(`supplier:${goodsId}:${supplierId}`, SUPPLIER_CACHE_MS, Supplier, () =>
    fetchSupplier(supplierId, signal),
  );
}
