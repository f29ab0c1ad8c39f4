/** A supplier card that passes the contract (src/services/schemas.ts Supplier), for unit and model tests. */
import * as v from 'valibot';
import { Supplier } from '@/services/schemas';

export function supplierFixture(overrides: Partial<Supplier> = {}): Supplier {
  return v.parse(Supplier, {
    ID: 101,
    CName: '扬州市宝贝乐毛绒玩具厂',
    comeInYear: 9,
    totalGoods: 8,
    updateNewTime: '2026-11-18 16:42:10',
    Addr: '江苏省扬州市邗江区公道镇工业集中区宝贝乐路8号',
    QQ: '1035872264',
    Weixin: 'baobeile_toys',
    Mobile: '13952751886',
    Mobile1: '18952571203',
    shipping_type: 0,
    goods: [{ ID: 1001, Path: 'goods/1001', FName: 'poster.jpg', IsEncry: 0 }],
    ...overrides,
  });
}
