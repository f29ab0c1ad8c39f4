/**
 * The detail page's view-model for the goods information column (spec §2, §4, §9): from the
 * goods as the detail call gives it to every text the column shows, each by its rule in
 * src/rules, so goods-info.tsx only lays them out. (The rest of the page's view-model,
 * toDetailPageView, still lives in detail-page.machine.ts: issue 22 item 1 moves it here.)
 */
import { appText, fill, labels } from '@/copy/copy';
import { cutDate, type PriceText, priceText, showsDaifaBadge, titleBeforePlus } from '@/rules/goods-text';
import { readableNumber } from '@/rules/readable-number';
import type { Goods } from '@/services/schemas';

export interface GoodsInfoView {
  title: string;
  /** the 代发 badge beside the title */
  daifa: boolean;
  /** what 搜同款 searches for */
  searchKeyword: string;
  price: PriceText;
  /** the fields under the price, in the spec's order: a label and its text */
  fields: Array<{ term: string; text: string }>;
}

export function toGoodsInfoView(goods: Goods): GoodsInfoView {
  return {
    title: goods.PName,
    daifa: showsDaifaBadge(goods.skuFlag),
    searchKeyword: titleBeforePlus(goods.PName),
    price: priceText(goods.price, goods.ali_url),
    fields: [
      { term: labels.itemNumber, text: goods.ToySn },
      { term: labels.minWeight, text: fill(appText.grams, { n: readableNumber(goods.min_weight) }) },
      { term: labels.publishDate, text: cutDate(goods.ITime) },
      { term: labels.updateDate, text: cutDate(goods.CTime) },
      { term: labels.totalSales, text: readableNumber(goods.sale_num) },
      { term: labels.displayCount, text: readableNumber(goods.PHotNum) },
      { term: labels.transferCount, text: readableNumber(goods.BuyNum) },
    ],
  };
}
