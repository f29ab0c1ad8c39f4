/**
 * The product's Chinese copy: every string the page shows, in one module.
 *
 * `notices`, `labels` and `qualificationFields` are ../shared/COPY.md verbatim, one key per row
 * (tests/unit/copy.test.ts fails if they drift from it). `appText` holds the strings COPY.md
 * leaves to us (routes, errors of our own calls, the page frame).
 */

/** Spec §8 and §5: notices and errors. */
export const notices = {
  selectGoods: '请选择商品',
  noSimilar: '未找到相似商品',
  searchingSimilar: '正在搜索相似商品，请稍候',
  noVideo: '当前商品没有可下载的视频！',
  downloadOk: '下载成功！',
  paymentCancelled: '已取消支付',
  videoUnplayable: '该视频暂时无法播放，请稍后再试',
  imageLoadFailed: '加载失败',
  addedToCart: '商品已成功加入购物车',
  underDevelopment: '功能开发中',
  priceUnset: '0元起',
  askDaifa: '请联系商家或客服开通代发',
  useDirectShip: '请点击下方直发按钮下单',
  payConfirm: '查看供应商资质需支付100元，是否继续？',
  clickToView: '点击查看',
} as const;

/** Labels of the page. Templates take {n} or {amount}: see fill(). */
export const labels = {
  home: '首页',
  plushToys: '毛绒玩具',
  daifa: '代发',
  favourite: '收藏商品',
  findSimilar: '找相似',
  searchByTitle: '搜同款',
  wholesalePrice: '批发价',
  itemNumber: '货号',
  publishDate: '发布日期',
  updateDate: '更新日期',
  totalSales: '总销量',
  displayCount: '展示次数',
  transferCount: '上传/下载次数',
  minWeight: '最小重量',
  serviceReminder: '服务提醒',
  productNotice: '商品公告',
  colour: '颜色',
  size: '尺码',
  quantity: '数量',
  selectedList: '已选清单',
  totalItems: '共{n}件',
  totalPrice: '合计￥{amount}',
  addToCart: '加入购物车',
  buyNow: '立即购买',
  directShip: '1688直发',
  downloadAll: '下载图片视频',
  downloadVideo: '下载视频',
  uploadToPlatform: '上传到平台',
  choosePlatform: '请选择要上传的平台',
  douyin: '抖音',
  kuaishou: '快手',
  channels: '视频号',
  xiaohongshu: '小红书',
  cancel: '取消',
  confirm: '确定',
  salesRecords: '销售记录',
  transferRecords: '上传/下载记录',
  reviews: '商品评价',
  detailImages: '商品详情',
  recommended: '推荐商品',
  seeImage: '见图',
  alsoBought: '购买此商品的用户还购买了',
  cartCount: '购物车共{n}件商品',
  goToCart: '去购物车结算',
  yearsOnPlatform: '入驻{n}年',
  goodsInStock: '在售商品{n}件',
  latestUpdate: '最近上新',
  today: '今天',
  yearlySales: '年销量 1001-5000',
  address: '地址',
  qq: 'QQ',
  wechat: '微信',
  phone: '电话',
  qualification: '查看资质',
  viewShop: '进入店铺',
  favouriteSupplier: '收藏供应商',
  login: '登录',
} as const;

/** The qualification fields of spec §3 (extend), in display order. */
export const qualificationFields = {
  business_company_name: '公司名称',
  business_chairman: '法定代表人',
  business_code: '统一社会信用代码',
  business_address: '注册地址',
  business_date: '成立日期',
  business_foundation: '注册资本',
  business_expired: '营业期限',
  business_scope: '经营范围',
} as const;

/** Strings COPY.md does not fix: written by us, in the same voice. */
export const appText = {
  siteName: '毛绒玩具批发',
  siteTagline: '源头工厂 一件代发',
  searchPlaceholder: '搜索毛绒玩具',
  search: '搜索',
  loading: '正在加载…',
  retry: '重试',
  backHome: '返回首页',
  goodsList: '商品列表',
  cart: '购物车',
  confirmOrder: '确认订单',
  shop: '供应商店铺',
  searchResults: '搜索结果',
  similarResults: '相似商品',
  flows: '流程图',
  notFoundTitle: '页面不存在',
  notFoundBody: '您访问的页面不存在，请检查网址或返回首页。',
  badGoodsId: '商品编号无效',
  badGoodsIdHint: '请从商品列表进入，或检查网址中的 id 是否为正整数。',
  goodsNotFound: '该商品不存在或已下架。',
  loadFailed: '商品信息加载失败，请检查网络后重试。',
  badShopId: '店铺编号无效，请检查网址中的 SID 是否为正整数。',
  badSearch: '请输入要搜索的商品名称。',
  badOrderNo: '订单号无效：请从商品页点击“立即购买”进入。',
  comingSoon: '本页内容正在建设中，敬请期待。',
  pageError: '页面出错了，请刷新重试。',
  networkError: '网络连接失败，请检查网络后重试。',
  timeoutError: '请求超时，请稍后重试。',
  serverError: '服务器繁忙，请稍后重试。',
  badResponse: '服务器返回的数据有误，请稍后重试。',
  loginRequired: '请先登录。',
  forbidden: '无权进行此操作。',
  gallery: '商品图片',
  thumbnails: '缩略图',
  thumbsPrevious: '查看前面的缩略图',
  thumbsNext: '查看后面的缩略图',
  videoMark: '视频',
} as const;

export type TemplateVars = Record<string, string | number>;

/** Fills `{name}` placeholders of a template such as labels.totalItems ('共{n}件'). */
export function fill(template: string, vars: TemplateVars): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
