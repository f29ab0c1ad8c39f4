/**
 * Goods 1001–1006: each one exists to put the page in a state DESIGN.md's catalogue table names,
 * so tests and the README can point at "the 1003 page" and know what it shows. Change them only
 * together with that table and tests/unit/catalogue.test.ts.
 */
import {
  backgrounds,
  cmSize,
  colourNames,
  dateTime,
  details,
  fillOf,
  type GoodsLook,
  gallery,
  mainMedia,
  matrix,
  minPrice,
  minWeight,
  type SizeDef,
} from './catalogue-kit';
import { SUPPLIER } from './catalogue-suppliers';
import type { GoodsSeed } from './catalogue-types';

/** The ids the demo relies on, by what each one exercises. */
export const DEMO_GOODS = {
  fullPage: 1001,
  imagesOnlyNoPrice: 1002,
  directShipOnly: 1003,
  encrypted: 1004,
  largeMatrix: 1005,
  supplierToday: 1006,
  /** its product notice tries a <script> and an onerror= so the page's sanitizing is exercised */
  hostileNotice: 1002,
} as const;

function goods1001(): GoodsSeed {
  const look: GoodsLook = { goodsId: 1001, shape: 'bear', background: '#fdf1f4', encrypted: false };
  // Entered as the factory did, deliberately not in char-code order (粉 > 白 > 浅 …): the page sorts.
  const colours = ['粉色', '白色', '浅棕色', '灰色', '奶黄色'];
  const sizes: SizeDef[] = [
    cmSize(20),
    cmSize(30),
    // Longer than 6 characters: the size row cuts it to '40cm（约...'.
    { label: '40cm（约0.3kg）加厚款', weightG: 300, priceFen: 2890 },
    cmSize(60),
    cmSize(80),
    { ...cmSize(100), label: '1米（送礼盒）' },
  ];
  return {
    id: 1001,
    supplierId: SUPPLIER.baobeile,
    // The '+' matters: 搜同款 searches the title cut at its first '+'.
    title: '网红软萌泰迪熊公仔+礼盒装 毛绒玩具抱抱熊',
    toySn: 'MR-1001',
    publishedAt: dateTime(2026, 3, 15, 10, 22, 0),
    updatedAt: dateTime(2026, 11, 18, 16, 40, 0),
    saleNum: 3862,
    displayCount: 52817,
    transferCount: 1294,
    minWeightG: minWeight(sizes),
    message:
      '<b>现货秒发</b>：下单后48小时内发货<br>支持一件代发，破损包退包换。<br><i>注：尺寸为平放测量，误差1–3cm属正常。</i>',
    skuFlag: 1,
    priceFen: minPrice(sizes),
    aliUrl: 'https://detail.1688.com/offer/718265904312.html',
    areaId: 1,
    // its own video, made from this poster's drawing: the video shows the bear the poster shows (issue 19 item 20)
    main: mainMedia(look, fillOf('粉色'), 'video-1001.mp4'),
    gallery: gallery(look, colours, 4),
    details: details(look, fillOf('粉色'), 4),
    // Every colour gets a sold-out row (the diagonal), the rest a varied stock.
    colours: matrix(look, 'MR-1001', colours, sizes, (ci, si) =>
      (ci + si) % 4 === 2 ? 0 : 20 + ((ci * 37 + si * 53) % 180),
    ),
  };
}

function goods1002(): GoodsSeed {
  const look: GoodsLook = { goodsId: 1002, shape: 'bunny', background: '#f6f1fd', encrypted: false };
  const colours = ['白色', '粉色', '灰色', '香芋紫'];
  const sizes = [cmSize(30), cmSize(45), cmSize(60), cmSize(75)];
  return {
    id: 1002,
    supplierId: SUPPLIER.mengqu,
    title: '长耳朵垂耳兔公仔 毛绒玩具兔子抱枕 女生生日礼物',
    toySn: 'MQ-2031',
    publishedAt: dateTime(2025, 12, 2, 9, 5, 0),
    updatedAt: dateTime(2026, 10, 30, 13, 18, 0),
    saleNum: 917,
    displayCount: 18342,
    transferCount: 406,
    minWeightG: minWeight(sizes),
    // A hostile notice, as a careless or malicious supplier might paste it: the page must show
    // the text and the <b>, and run nothing.
    message:
      '<b>新品上架</b>，欢迎选购！<img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script><a href="javascript:alert(1)">点此领券</a>',
    skuFlag: 0,
    priceFen: null,
    aliUrl: '',
    areaId: 1,
    main: mainMedia(look, fillOf('白色'), false),
    gallery: gallery(look, colours, 3),
    details: details(look, fillOf('白色'), 3),
    colours: matrix(look, 'MQ-2031', colours, sizes, (ci, si) =>
      (ci * 3 + si) % 5 === 4 ? 0 : 60 + ci * 15 + si * 7,
    ),
  };
}

function goods1003(): GoodsSeed {
  const look: GoodsLook = { goodsId: 1003, shape: 'duck', background: '#f1f7fd', encrypted: false };
  const colours = ['黄色', '白色', '橙色'];
  const sizes = [cmSize(20), cmSize(25), cmSize(35), cmSize(50), cmSize(70)];
  return {
    id: 1003,
    supplierId: SUPPLIER.xingchen,
    title: '网红小黄鸭公仔 毛绒玩具鸭鸭抱枕 儿童安抚玩偶',
    toySn: 'XC-0318',
    publishedAt: dateTime(2025, 8, 19, 15, 40, 0),
    updatedAt: dateTime(2026, 11, 9, 14, 18, 0),
    saleNum: 12408,
    displayCount: 98311,
    transferCount: 3321,
    minWeightG: minWeight(sizes),
    message: '本款仅支持1688直发，请点击下方直发按钮下单。',
    skuFlag: 0,
    priceFen: null,
    aliUrl: 'https://detail.1688.com/offer/652094318876.html',
    areaId: 1,
    main: mainMedia(look, fillOf('黄色'), false),
    gallery: gallery(look, colours, 3),
    details: details(look, fillOf('黄色'), 2),
    colours: matrix(look, 'XC-0318', colours, sizes, (ci, si) =>
      si === 4 - ci ? 0 : 200 + ci * 40 + si * 11,
    ),
  };
}

function goods1004(): GoodsSeed {
  const look: GoodsLook = { goodsId: 1004, shape: 'panda', background: '#eaf2e3', encrypted: true };
  const colours = ['白色', '灰色', '米白色'];
  const sizes = [cmSize(25), cmSize(35), cmSize(45), cmSize(60)];
  return {
    id: 1004,
    supplierId: SUPPLIER.baobeile,
    title: '国宝大熊猫公仔 毛绒玩具滚滚熊猫玩偶 景区纪念品',
    toySn: 'MR-1004',
    publishedAt: dateTime(2026, 1, 8, 11, 0, 0),
    updatedAt: dateTime(2026, 11, 2, 17, 26, 0),
    saleNum: 2210,
    displayCount: 30544,
    transferCount: 871,
    minWeightG: minWeight(sizes),
    message: '图片视频均为本厂实拍原图，已加密保护，请勿盗用。',
    skuFlag: 1,
    priceFen: minPrice(sizes),
    aliUrl: 'https://detail.1688.com/offer/731150246987.html',
    areaId: 1,
    main: mainMedia(look, fillOf('白色'), true),
    gallery: gallery(look, colours, 3),
    details: details(look, fillOf('白色'), 2),
    colours: matrix(look, 'MR-1004', colours, sizes, (ci, si) => (ci === si ? 0 : 80 + ci * 9 + si * 17)),
  };
}

function goods1005(): GoodsSeed {
  const look: GoodsLook = { goodsId: 1005, shape: 'star', background: '#fffbe9', encrypted: false };
  const colours = colourNames.slice(0, 40);
  // 25 lengths, 20cm to 140cm in 5cm steps.
  const sizes = Array.from({ length: 25 }, (_, i) => cmSize(20 + i * 5));
  return {
    id: 1005,
    supplierId: SUPPLIER.lemeng,
    title: '五角星抱枕 星星靠垫 毛绒玩具40色可选 沙发床头靠枕',
    toySn: 'LM-5005',
    publishedAt: dateTime(2025, 6, 3, 8, 30, 0),
    updatedAt: dateTime(2026, 11, 20, 9, 10, 0),
    saleNum: 48215,
    displayCount: 286400,
    transferCount: 9517,
    minWeightG: minWeight(sizes),
    message: '40色25个尺寸全部现货，量大可定制颜色与尺寸。',
    skuFlag: 1,
    priceFen: minPrice(sizes),
    aliUrl: 'https://detail.1688.com/offer/690027731145.html',
    areaId: 1,
    main: mainMedia(look, fillOf(colours[0] as string), false),
    gallery: gallery(look, colours, 3),
    details: details(look, fillOf(colours[0] as string), 2),
    colours: matrix(look, 'LM-5005', colours, sizes, (ci, si) =>
      (ci * 7 + si * 3) % 11 === 0 ? 0 : 10 + ((ci * 31 + si * 17) % 490),
    ),
  };
}

function goods1006(): GoodsSeed {
  const look: GoodsLook = {
    goodsId: 1006,
    shape: 'fox',
    background: backgrounds[6] as string,
    encrypted: false,
  };
  const colours = ['橙色', '白色', '灰色'];
  const sizes = [cmSize(25), cmSize(40), cmSize(55), cmSize(70)];
  return {
    id: 1006,
    supplierId: SUPPLIER.nuannuan,
    title: '森系小狐狸公仔 毛绒玩具狐狸玩偶 儿童陪睡抱枕',
    toySn: 'NN-0606',
    publishedAt: dateTime(2026, 9, 26, 14, 0, 0),
    updatedAt: dateTime(2026, 11, 20, 19, 45, 0),
    saleNum: 146,
    displayCount: 2318,
    transferCount: 57,
    minWeightG: minWeight(sizes),
    message: '新店开业，全场满200元包邮。',
    skuFlag: 0,
    priceFen: minPrice(sizes),
    aliUrl: '',
    areaId: 1,
    main: mainMedia(look, fillOf('橙色'), false),
    gallery: gallery(look, colours, 2),
    details: details(look, fillOf('橙色'), 2),
    colours: matrix(look, 'NN-0606', colours, sizes, (ci, si) =>
      si === 3 && ci > 0 ? 0 : 30 + ci * 5 + si * 12,
    ),
  };
}

export function showcaseGoods(): GoodsSeed[] {
  return [goods1001(), goods1002(), goods1003(), goods1004(), goods1005(), goods1006()];
}
