/**
 * The demo catalogue (DESIGN.md "The demo catalogue"): read by the database seed and by the media
 * generator, so every media path the seed stores is a file the generator writes.
 *
 * - 1001–1006: the showcase goods of DESIGN.md's table (catalogue-showcase.ts).
 * - 1007–1066: the everyday assortment over all ten suppliers (catalogue-generated.ts).
 * It is a pure value: building it twice gives the same catalogue, byte for byte.
 */

import { generatedGoods } from './catalogue-generated';
import { showcaseGoods } from './catalogue-showcase';
import { suppliers, withoutRecommendations } from './catalogue-suppliers';
import type { Catalogue, GoodsSeed, SupplierSeed, UserSeed } from './catalogue-types';

export { DEMO_GOODS } from './catalogue-showcase';

/** The demo buyer of the README, and a second buyer for "another user's cart" tests. */
export const DEMO_USER: UserSeed = {
  id: 1,
  mobile: '13800138000',
  nickname: '演示买家',
  password: 'plush123',
};
export const OTHER_USER: UserSeed = {
  id: 2,
  mobile: '13900139000',
  nickname: '测试买家',
  password: 'plush456',
};

const GENERATED_FROM = 1007;
const GENERATED_COUNT = 60;
/** The longest recommended list a supplier has (the seed gives each 6–8 goods). */
const MAX_RECOMMENDED = 8;

/**
 * A supplier's recommendations: all its own goods (6–8), best sellers first, as a shop front
 * lists them. Only its own: the list sits beside that shop's card on each of its goods' pages,
 * and the page leaves out the goods on screen, so every page still shows 5–7 of the shop's other
 * goods (issue 19 item 6: the list held other shops' goods and the viewed goods itself).
 */
function recommendationsFor(supplierId: number, goods: readonly GoodsSeed[]): number[] {
  if (withoutRecommendations.has(supplierId)) return [];
  return goods
    .filter((g) => g.supplierId === supplierId)
    .sort((a, b) => b.saleNum - a.saleNum || a.id - b.id)
    .slice(0, MAX_RECOMMENDED)
    .map((g) => g.id);
}

function build(): Catalogue {
  const goods = [...showcaseGoods(), ...generatedGoods(GENERATED_FROM, GENERATED_COUNT, suppliers)];
  const withRecommended: SupplierSeed[] = suppliers.map((s) => ({
    ...s,
    recommended: recommendationsFor(s.id, goods),
  }));
  return { suppliers: withRecommended, goods, users: [DEMO_USER, OTHER_USER] };
}

export const catalogue: Catalogue = build();
