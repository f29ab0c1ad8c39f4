/** A supplier card that passes the contract (src/services/schemas.ts Supplier), for unit and model tests. */
import * as v from 'valibot';
import { Qualification, Supplier } from '@/domain/supplier';

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

/** The supplier's qualification (spec §3 extend), for the tests of the paid 查看资质 flow. */
export function qualificationFixture(overrides: Partial<Qualification> = {}): Qualification {
  return v.parse(Qualification, {
    business_company_name: '扬州市宝贝乐毛绒玩具有限公司',
    business_chairman: '王建国',
    business_code: '91321003MA1N8XQ27K',
    business_address: '江苏省扬州市邗江区公道镇工业集中区宝贝乐路8号',
    business_date: '2016-04-12',
    business_foundation: '500万元人民币',
    business_expired: '2016-04-12 至 长期',
    business_scope: '生产、加工、销售：毛绒玩具、布绒玩具、工艺礼品。',
    ...overrides,
  });
}
