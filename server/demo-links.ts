/**
 * What `npm start` prints once it listens: the demo pages at the server's own URL, so the links
 * follow PORT and HOST (issue 19 item 24) rather than a port written in the README.
 */
import { DEMO_GOODS } from './seed/catalogue-showcase';

const WHAT: Record<number, string> = {
  [DEMO_GOODS.fullPage]: '完整的详情页 the full page',
  [DEMO_GOODS.imagesOnlyNoPrice]: '只有图片、未定价 images only, no price',
  [DEMO_GOODS.directShipOnly]: '仅1688直发 1688 direct shipping only',
  [DEMO_GOODS.encrypted]: '加密图片 encrypted media',
  [DEMO_GOODS.largeMatrix]: '40 色 × 25 码 a 40 × 25 matrix',
  [DEMO_GOODS.supplierToday]: '今天更新的厂家 supplier updated today',
};

export function demoLinks(serverUrl: string): string[] {
  return [
    `毛绒玩具批发 商品详情页 running at ${serverUrl}/detail?id=${DEMO_GOODS.fullPage}`,
    ...Object.entries(WHAT).map(([id, what]) => `  ${serverUrl}/detail?id=${id}  ${what}`),
  ];
}
