/**
 * The demo data of /flows: goods 1001 of the seeded catalogue as the reference server answers it
 * (its supplier card and recommended goods too), so the machines on /flows show a real page, and
 * its images load wherever the real server serves the app (the paths are goods 1001's media).
 * Typed by the contract (src/services/schemas.ts); tests/unit/flows-registry.test.ts also parses
 * it with the schemas, so it cannot drift from what the API sends.
 */
import type { Goods, GoodsCard, GoodsPage, SpecGroup } from '@/domain/goods';
import type { Supplier } from '@/domain/supplier';

const COLOURS = ['粉色', '白色', '浅棕色', '灰色', '奶黄色'];

/** The six sizes of 1001: the third is longer than 6 characters (the size row cuts it). */
const SIZES = [
  { size: '20cm', weight: 68, price: '7.40' },
  { size: '30cm', weight: 128, price: '10.40' },
  { size: '40cm（约0.3kg）加厚款', weight: 300, price: '28.90' },
  { size: '60cm', weight: 452, price: '26.60' },
  { size: '80cm', weight: 788, price: '43.40' },
  { size: '1米（送礼盒）', weight: 1220, price: '65.00' },
];

const two = (n: number) => String(n).padStart(2, '0');

/** The seed's stock rule for 1001: a sold-out size on every colour's diagonal, the rest varied. */
const stockOf = (ci: number, si: number) => ((ci + si) % 4 === 2 ? 0 : 20 + ((ci * 37 + si * 53) % 180));

const specs: SpecGroup[] = COLOURS.map((color, ci) => ({
  color,
  sizes: SIZES.map((size, si) => ({
    id: 10010000 + (ci + 1) * 100 + si + 1,
    size: size.size,
    goods_sn: `MR-1001-${two(ci + 1)}-${two(si + 1)}`,
    weight: size.weight,
    price: size.price,
    stock: stockOf(ci, si),
    thumbnail: `/UpLoad/goods/1001/c${ci + 1}.jpg`,
  })),
}));

const media = (FName: string, IsVideo: 0 | 1 = 0) => ({
  IsVideo,
  IsEncry: 0 as const,
  Path: 'goods/1001',
  FName,
});

export const demoGoods: Goods = {
  ID: 1001,
  PName: '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
  ToySn: 'MR-1001',
  ITime: '2026-03-15 10:22:00',
  CTime: '2026-11-18 16:40:00',
  sale_num: 3862,
  PHotNum: 52817,
  BuyNum: 1294,
  min_weight: 68,
  message:
    '<b>现货秒发</b>：下单后48小时内发货<br>支持一件代发，破损包退包换。<br><i>注：尺寸为平放测量，误差1–3cm属正常。</i>',
  skuFlag: 1,
  price: '7.40',
  ali_url: 'https://detail.1688.com/offer/718265904312.html',
  SID: 101,
  SName: '扬州市宝贝乐毛绒玩具厂',
  specs,
  pics: [{ type: 2, file: '/UpLoad/goods/1001/main.mp4', poster: '/UpLoad/goods/1001/poster.jpg' }],
  imageList: [media('main.mp4', 1), media('g1.jpg'), media('g2.jpg'), media('g3.jpg'), media('g4.jpg')],
  detailList: [media('d1.jpg'), media('d2.jpg'), media('d3.jpg'), media('d4.jpg')],
};

export const demoSupplier: Supplier = {
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
  goods: [
    { ID: 1007, Path: 'goods/1007', FName: 'poster.jpg', IsEncry: 0 },
    { ID: 1038, Path: 'goods/1038', FName: 'main.jpg', IsEncry: 0 },
    { ID: 1024, Path: 'goods/1024', FName: 'main.jpg', IsEncry: 0 },
    { ID: 1055, Path: 'goods/1055', FName: 'main.jpg', IsEncry: 0 },
    { ID: 1001, Path: 'goods/1001', FName: 'poster.jpg', IsEncry: 0 },
    { ID: 1062, Path: 'goods/1062', FName: 'main.jpg', IsEncry: 0 },
  ],
};

export const demoRecommended: GoodsCard[] = [
  {
    ID: 1007,
    Picture: '/UpLoad/goods/1007/poster.jpg',
    PName: '治愈系泰迪熊挂件 毛绒玩具 女生节日礼物',
    Price: '4.10',
    PClickCount: 270931,
  },
  {
    ID: 1038,
    Picture: '/UpLoad/goods/1038/main.jpg',
    PName: '可爱垂耳兔靠垫 毛绒玩具 儿童生日礼物',
    Price: '11.10',
    PClickCount: 117454,
  },
  {
    ID: 1024,
    Picture: '/UpLoad/goods/1024/main.jpg',
    PName: '创意鲸鱼娃娃机公仔 毛绒玩具 婚庆抛洒礼品',
    Price: '',
    PClickCount: 121992,
  },
  {
    ID: 1055,
    Picture: '/UpLoad/goods/1055/main.jpg',
    PName: '治愈系熊猫钥匙扣挂件 毛绒玩具 厂家直销批发',
    Price: '3.80',
    PClickCount: 48852,
  },
  {
    ID: 1034,
    Picture: '/UpLoad/goods/1034/main.jpg',
    PName: '创意海洋鲸鱼钥匙扣挂件 毛绒玩具 陪睡安抚玩偶',
    Price: '3.80',
    PClickCount: 5515,
  },
  {
    ID: 1060,
    Picture: '/UpLoad/goods/1060/main.jpg',
    PName: '日系柴犬娃娃机公仔 毛绒玩具 婚庆抛洒礼品',
    Price: '44.00',
    PClickCount: 38670,
  },
  {
    ID: 1025,
    Picture: '/UpLoad/goods/1025/main.jpg',
    PName: 'ins风熊猫午睡枕 毛绒玩具 毕业季礼物',
    Price: '15.40',
    PClickCount: 68516,
  },
  {
    ID: 1059,
    Picture: '/UpLoad/goods/1059/main.jpg',
    PName: '可爱猫咪抱枕 毛绒玩具 陪睡安抚玩偶',
    Price: '11.10',
    PClickCount: 33387,
  },
];

/** Supplier 101's shop, first page: the goods list's demo answer (its cards are 101's goods). */
export const demoShopPage: GoodsPage = {
  list: demoRecommended,
  totalCount: demoRecommended.length,
  page: 1,
  size: 20,
};

/** The same shop with nothing on sale: the goods list's `empty` answer. */
export const demoEmptyPage: GoodsPage = { list: [], totalCount: 0, page: 1, size: 20 };
