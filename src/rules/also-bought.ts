/**
 * Spec §2, §9: the add-to-cart success dialog's 购买此商品的用户还购买了 carousel shows at most 9
 * of the supplier's goods, in groups of 3 (one group per slide). The goods being bought is left
 * out: recommending the goods the buyer has just put in the cart would waste a place.
 */
import type { AlsoBought } from '@/domain/supplier';
import { ALSO_BOUGHT_GROUP, ALSO_BOUGHT_MAX } from './business-constants';

export function alsoBoughtGroups(goods: readonly AlsoBought[], currentGoodsId: number): AlsoBought[][] {
  const shown = goods.filter((item) => item.ID !== currentGoodsId).slice(0, ALSO_BOUGHT_MAX);
  const groups: AlsoBought[][] = [];
  for (let i = 0; i < shown.length; i += ALSO_BOUGHT_GROUP)
    groups.push(shown.slice(i, i + ALSO_BOUGHT_GROUP));
  return groups;
}
