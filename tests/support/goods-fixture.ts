/** A small goods detail that passes the contract (src/services/schemas.ts Goods), for unit and model tests. */
import * as v from 'valibot';
import { Goods } from '@/domain/goods';

export function goodsFixture(overrides: Partial<Goods> = {}): Goods {
  return v.parse(Goods, {
    ID: 1001,
    PName: '软萌泰迪熊公仔+礼盒装',
    ToySn: 'MR-1001',
    ITime: '2026-03-01 09:30:00',
    CTime: '2026-11-20 18:00:00',
    sale_num: 1520,
    PHotNum: 30211,
    BuyNum: 88,
    min_weight: 180,
    message: '现货充足，48小时内发货',
    skuFlag: 1,
    price: '25.80',
    ali_url: 'https://detail.1688.com/offer/1001.html',
    SID: 1,
    SName: '扬州市宝贝乐毛绒玩具厂',
    specs: [
      {
        color: '粉色',
        sizes: [
          {
            id: 1,
            size: '30cm',
            goods_sn: 'MR-1001-1-1',
            weight: 180,
            price: '25.80',
            stock: 12,
            thumbnail: '/UpLoad/goods/1001/c1.jpg',
          },
        ],
      },
    ],
    pics: [{ type: 2, file: '/UpLoad/goods/1001/main.mp4', poster: '/UpLoad/goods/1001/poster.jpg' }],
    imageList: [{ IsVideo: 1, IsEncry: 0, Path: 'goods/1001', FName: 'main.mp4' }],
    detailList: [{ IsVideo: 0, IsEncry: 0, Path: 'goods/1001', FName: 'd1.jpg' }],
    ...overrides,
  });
}
