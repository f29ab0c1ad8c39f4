/**
 * The shape of the demo catalogue (DESIGN.md "The demo catalogue").
 *
 * The catalogue is plain data (catalogue.ts) so that the database seed (seed.ts) and the media
 * generator (server/media/generate.ts) read one description: every media path the seed stores
 * is a file the generator writes.
 *
 * Media are described, not stored: `MediaSpec` says what to draw (shape, colours), and the
 * generator renders it to `<mediaDir>/<UpLoad|EnPic>/<path>/<fname>`.
 */

export type Shape = 'bear' | 'bunny' | 'cat' | 'dog' | 'duck' | 'star' | 'heart' | 'whale' | 'panda' | 'fox';

/** What one generated image shows: a plush-like shape in a fill colour on a background. */
export interface ImageSpec {
  kind: 'image';
  shape: Shape;
  /** CSS colour of the toy, e.g. '#e8a0b4' */
  fill: string;
  /** CSS colour of the background */
  background: string;
  /** goods id and view number ('1001 g1'): names the image in logs and tests; never drawn on it */
  label: string;
  /** pixels, square */
  size: number;
}

/**
 * A video shipped in the repo (server/assets/), copied as is: the goods' own when it has one
 * (`asset`, 1001's made from its drawings by scripts/make-goods-video.ts, issue 19 item 20), else
 * the one small demo video (demo.mp4).
 */
export interface VideoSpec {
  kind: 'video';
  /** a file name under server/assets/, e.g. 'video-1001.mp4' */
  asset?: string;
}

export interface MediaFile {
  /** true: served under /EnPic/, else /UpLoad/ */
  encrypted: boolean;
  /** folder below UpLoad/EnPic, e.g. 'goods/1001' */
  path: string;
  /** file name, e.g. '1.jpg', 'main.mp4' */
  fname: string;
  spec: ImageSpec | VideoSpec;
}

export interface SizeSeed {
  /** SKU id, unique over the catalogue */
  id: number;
  size: string;
  goodsSn: string;
  weightG: number;
  priceFen: number;
  stock: number;
}

export interface ColourSeed {
  color: string;
  /** the colour's thumbnail (an image) */
  thumbnail: MediaFile;
  sizes: SizeSeed[];
}

export interface GoodsSeed {
  id: number;
  supplierId: number;
  title: string;
  toySn: string;
  /** 'YYYY-MM-DD HH:MM:SS' */
  publishedAt: string;
  updatedAt: string;
  saleNum: number;
  displayCount: number;
  transferCount: number;
  minWeightG: number;
  /** the product notice: plain text or a little HTML (the page sanitizes it) */
  message: string;
  skuFlag: number;
  /** null: price not set ('0元起') */
  priceFen: number | null;
  /** '' when none */
  aliUrl: string;
  areaId: number;
  /** main media: pics[0]; a video (with poster) or an image */
  main: { video: MediaFile; poster: MediaFile } | { image: MediaFile };
  /** gallery media after the main one, images */
  gallery: MediaFile[];
  /** images of the 商品详情 tab */
  details: MediaFile[];
  /** colours in the order the factory entered them (NOT char-code order: the page sorts) */
  colours: ColourSeed[];
}

export interface QualificationSeed {
  companyName: string;
  chairman: string;
  creditCode: string;
  address: string;
  foundedOn: string;
  capital: string;
  validity: string;
  scope: string;
}

export interface SupplierSeed {
  id: number;
  name: string;
  /** year the supplier joined the platform */
  joinedYear: number;
  /** 'YYYY-MM-DD HH:MM:SS', or 'today' for the seed to write the seeding day (goods 1006's supplier) */
  latestUpdate: string;
  address: string;
  qq: string;
  wechat: string;
  mobile: string;
  /** '' when none */
  mobile2: string;
  shippingType: 0 | 1 | 2;
  qualification: QualificationSeed;
  /** recommended goods ids, in order (spec §7 GET /api/6086900689dc9?sp_id=); [] for none */
  recommended: number[];
}

export interface UserSeed {
  id: number;
  mobile: string;
  nickname: string;
  /** plain text in the seed only; the database stores an scrypt hash */
  password: string;
}

export interface Catalogue {
  suppliers: SupplierSeed[];
  goods: GoodsSeed[];
  users: UserSeed[];
}
