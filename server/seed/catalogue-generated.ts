/**
 * Goods 1007 onwards: the everyday assortment that gives search, similar goods, shops and
 * recommendations something real to show.
 *
 * Goods come in families (one per Shape): a family shares a silhouette and differs in colour, so
 * an image-similarity search finds the family first and its nearest colours within it. Every
 * goods draws from a PRNG seeded with its id, so adding goods never changes existing ones.
 */
import {
  backgrounds,
  cmSize,
  dateTime,
  details,
  fillOf,
  type GoodsLook,
  gallery,
  mainMedia,
  matrix,
  minPrice,
  minWeight,
  type Rng,
  rng,
  type SizeDef,
} from './catalogue-kit';
import { SUPPLIER } from './catalogue-suppliers';
import type { GoodsSeed, Shape, SupplierSeed } from './catalogue-types';

interface Family {
  shape: Shape;
  subjects: readonly string[];
  /** colours a factory would actually make this animal in */
  palette: readonly string[];
}

const families: readonly Family[] = [
  {
    shape: 'bear',
    subjects: ['泰迪熊', '抱抱熊', '蝴蝶结小熊', '毛衣熊'],
    palette: [
      '浅棕色',
      '棕色',
      '深棕色',
      '米白色',
      '白色',
      '粉色',
      '灰色',
      '奶茶色',
      '焦糖色',
      '驼色',
      '卡其色',
      '咖啡色',
    ],
  },
  {
    shape: 'bunny',
    subjects: ['垂耳兔', '长耳兔', '小兔子', '玉兔'],
    palette: ['白色', '粉色', '灰色', '米白色', '香芋紫', '樱花粉', '杏色', '奶黄色', '浅蓝色', '桃粉色'],
  },
  {
    shape: 'cat',
    subjects: ['猫咪', '招财猫', '橘猫', '布偶猫'],
    palette: ['橘黄色', '白色', '灰色', '黑色', '奶茶色', '粉色', '姜黄色', '银灰色', '米白色'],
  },
  {
    shape: 'dog',
    subjects: ['柯基', '柴犬', '趴趴狗', '哈士奇'],
    palette: ['焦糖色', '橙色', '奶黄色', '白色', '灰色', '驼色', '棕色', '黑色', '杏色'],
  },
  {
    shape: 'duck',
    subjects: ['小黄鸭', '鸭鸭', '大白鸭', '网红鸭'],
    palette: ['黄色', '柠檬黄', '奶黄色', '白色', '姜黄色', '粉色', '浅蓝色', '橙色'],
  },
  {
    shape: 'star',
    subjects: ['星星', '五角星', '笑脸星星', '流星'],
    palette: ['黄色', '柠檬黄', '粉色', '天蓝色', '浅紫色', '薄荷绿', '白色', '珊瑚色'],
  },
  {
    shape: 'heart',
    subjects: ['爱心', '心形', '表白爱心', '笑脸爱心'],
    palette: ['红色', '玫红色', '粉色', '樱花粉', '酒红色', '珊瑚色', '白色', '桃粉色', '豆沙色'],
  },
  {
    shape: 'whale',
    subjects: ['鲸鱼', '小鲸鱼', '蓝鲸', '海洋鲸鱼'],
    palette: ['天蓝色', '蓝色', '湖蓝色', '雾霾蓝', '宝蓝色', '浅蓝色', '藏青色', '灰色', '粉色'],
  },
  {
    shape: 'panda',
    subjects: ['熊猫', '大熊猫', '滚滚熊猫', '国宝熊猫'],
    palette: ['白色', '米白色', '灰色', '银灰色', '奶黄色', '粉色'],
  },
  {
    shape: 'fox',
    subjects: ['狐狸', '小狐狸', '火狐狸', '北极狐'],
    palette: ['橙色', '焦糖色', '白色', '灰色', '橘黄色', '驼色', '杏色'],
  },
];

interface Form {
  /** what follows the animal in the title */
  names: readonly string[];
  /** lengths in cm this kind of product is sold in, smallest first */
  lengths: readonly number[];
  priceFactor: number;
  /** claw-machine stock: sold by the dozen, and some factories spell the packing out in the size */
  packed?: boolean;
}

const forms: readonly Form[] = [
  { names: ['公仔', '玩偶', '布娃娃'], lengths: [25, 30, 40, 50, 60, 80, 100, 120], priceFactor: 1 },
  { names: ['抱枕', '靠垫', '午睡枕'], lengths: [35, 40, 45, 50, 60, 70], priceFactor: 0.9 },
  { names: ['挂件', '钥匙扣挂件', '书包挂件'], lengths: [8, 10, 12, 15, 18], priceFactor: 0.7 },
  { names: ['娃娃机公仔', '抓机娃娃'], lengths: [18, 20, 22, 25, 28], priceFactor: 0.6, packed: true },
];

const adjectives = [
  '软萌',
  '网红',
  'ins风',
  '治愈系',
  '超柔',
  '创意',
  '卡通',
  '可爱',
  '日系',
  '韩版',
  '新款',
];
const tails = [
  '儿童生日礼物',
  '女生节日礼物',
  '厂家直销批发',
  '婚庆抛洒礼品',
  '车载摆件',
  '陪睡安抚玩偶',
  '活动促销赠品',
  '毕业季礼物',
];
const extras = ['+礼盒装', '+挂绳', '+手提袋', '+贺卡'];
const notices = [
  '现货充足，48小时内发货。',
  '支持一件代发，量大从优。',
  '新款上架，欢迎咨询客服拿样。',
  '填充PP棉，可机洗，符合GB6675国家玩具安全标准。',
  '<b>厂家直供</b><br>可定制LOGO，500个起订。',
  '节假日正常发货，拍下请备注颜色。',
  '',
];

const toySnPrefix: Readonly<Record<number, string>> = {
  [SUPPLIER.baobeile]: 'MR',
  [SUPPLIER.mengqu]: 'MQ',
  [SUPPLIER.xingchen]: 'XC',
  [SUPPLIER.nuannuan]: 'NN',
  [SUPPLIER.lemeng]: 'LM',
  [SUPPLIER.tongmeng]: 'TM',
  [SUPPLIER.hualishu]: 'HLS',
  [SUPPLIER.rongrong]: 'RR',
  [SUPPLIER.mengchong]: 'MC',
  [SUPPLIER.buding]: 'BD',
};

const DAY = 86_400_000;
/** The catalogue's window: first publications in Jan 2025, last updates the day before the demo's "now". */
const firstDay = Date.UTC(2025, 0, 6);
const lastDay = Date.UTC(2026, 10, 20);

function stamp(ms: number, r: Rng): string {
  const d = new Date(ms);
  return dateTime(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    r.int(8, 21),
    r.int(0, 59),
    r.int(0, 59),
  );
}

/** Consecutive lengths, as a factory lists one product in neighbouring sizes. */
function pickSizes(form: Form, r: Rng): SizeDef[] {
  const count = r.int(3, Math.min(6, form.lengths.length));
  const start = r.int(0, form.lengths.length - count);
  const packed = form.packed === true && r.chance(0.5);
  return form.lengths.slice(start, start + count).map((cm) => {
    const one = cmSize(cm, cm >= 100 ? `${cm / 100}米` : `${cm}cm`, form.priceFactor);
    return packed
      ? { label: `${cm}cm（10个装）`, weightG: one.weightG * 10, priceFen: one.priceFen * 10 }
      : one;
  });
}

interface Slot {
  goodsId: number;
  family: Family;
  supplier: Omit<SupplierSeed, 'recommended'>;
  /** the colour this goods leads with, unique within its family */
  leadColour: string;
}

function generate(slot: Slot): GoodsSeed {
  const { goodsId, family, supplier } = slot;
  const r = rng(goodsId * 7919);
  const form = r.pick(forms);
  const look: GoodsLook = { goodsId, shape: family.shape, background: r.pick(backgrounds), encrypted: false };

  const others = r.shuffle(family.palette.filter((c) => c !== slot.leadColour));
  const colours = [slot.leadColour, ...others.slice(0, r.int(1, 4))];
  const sizes = pickSizes(form, r);
  const toySn = `${toySnPrefix[supplier.id] ?? 'GD'}-${goodsId}`;

  const title = [
    `${r.pick(adjectives)}${r.pick(family.subjects)}${r.pick(form.names)}${r.chance(0.2) ? r.pick(extras) : ''}`,
    '毛绒玩具',
    r.pick(tails),
  ].join(' ');

  const published = firstDay + r.int(0, Math.floor((lastDay - firstDay) / DAY) - 20) * DAY;
  const updated = published + r.int(1, Math.floor((lastDay - published) / DAY)) * DAY;
  const saleNum = r.int(0, 120) ** 2;

  // Direct-ship-only suppliers always carry a 1688 link, or their goods could not be bought at all.
  const aliUrl =
    supplier.shippingType === 2 || r.chance(0.5)
      ? `https://detail.1688.com/offer/${600_000_000_000 + goodsId * 104_729}.html`
      : '';

  return {
    id: goodsId,
    supplierId: supplier.id,
    title,
    toySn,
    publishedAt: stamp(published, r),
    updatedAt: stamp(updated, r),
    saleNum,
    displayCount: saleNum * r.int(5, 20) + r.int(100, 3000),
    transferCount: r.int(0, Math.floor(saleNum / 5) + 50),
    minWeightG: minWeight(sizes),
    message: r.pick(notices),
    skuFlag: r.chance(0.6) ? 1 : 0,
    priceFen: r.chance(0.15) ? null : minPrice(sizes),
    aliUrl,
    areaId: 1,
    main: mainMedia(look, fillOf(slot.leadColour), r.chance(0.25)),
    gallery: gallery(look, colours, r.int(2, 4)),
    details: details(look, fillOf(slot.leadColour), r.int(2, 4)),
    colours: matrix(look, toySn, colours, sizes, () => (r.chance(0.12) ? 0 : r.int(5, 500))),
  };
}

/**
 * `count` goods from `firstId`, families in turn; the supplier rotates by 3 per round so that
 * every supplier sells several families.
 */
export function generatedGoods(
  firstId: number,
  count: number,
  supplierList: readonly Omit<SupplierSeed, 'recommended'>[],
): GoodsSeed[] {
  const usedLead = new Map<Shape, Set<string>>();
  return Array.from({ length: count }, (_, i) => {
    const family = families[i % families.length] as Family;
    const round = Math.floor(i / families.length);
    const supplier = supplierList[(i + round * 3) % supplierList.length];
    if (!supplier) throw new Error('no suppliers');
    const used = usedLead.get(family.shape) ?? new Set<string>();
    usedLead.set(family.shape, used);
    // Lead colours cycle through the palette so a family's goods look different from each other.
    const leadColour =
      family.palette.find((c, k) => k >= round % family.palette.length && !used.has(c)) ??
      family.palette.find((c) => !used.has(c)) ??
      (family.palette[round % family.palette.length] as string);
    used.add(leadColour);
    return generate({ goodsId: firstId + i, family, supplier, leadColour });
  });
}
