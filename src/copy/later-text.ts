/**
 * Our own strings that only parts loaded after the page's first load show (issue #7's 150 kB
 * budget): 整色填充's answer, the download ring, 已选清单's empty panel, the 商品详情 tab, goods cards, the zip's
 * the qualification payment's messages and the notices of the lazy actions (收藏商品, 找相似, the downloads and
 * 上传到平台). Kept apart from copy.ts, which the first load carries.
 */
export const laterText = {
  downloading: '正在下载',
  zipping: '正在打包',
  downloadFileFailed: '{name} 下载失败（{status}），请稍后重试',
  downloadFileNetwork: '{name} 下载失败，请检查网络后重试',
  clickCount: '{n}次浏览',
  openDetailImage: '查看第{n}张详情大图',
  noDetailImages: '该商品暂无详情图。',
  selectedListEmpty: '还没有选择商品，请在上方尺码表中填写数量。',
  qualificationFailed: '查看资质失败',
  payTabOpening: '正在打开支付页面…',
  paymentWatchUnsupported: '浏览器无法接收支付页面的通知，将定时查询支付结果。',
  // 整色填充's answer (issue 19 item 1), and the cart's 撤销
  fillColourEmpty: '请输入每个尺码的数量',
  fillColourInvalid: '请输入大于0的整数件数，如 10；数量没有改变。',
  fillColourDone: '已整色填充{colour}。',
  undo: '撤销',
  undoFillColour: '撤销整色填充',
  // 已选清单's subtotal row closing each colour's lines (issue 19 item 13)
  colourSubtotal: '{colour}小计',
  // 下载图片视频, 下载视频 and 上传到平台's notices (the asset actions load after the first paint)
  downloadingZip: '正在下载…',
  downloadingVideo: '正在下载视频…',
  downloadFailed: '下载失败，请检查网络后重试',
  uploadPageOpened: '{platform}上传页已在新标签页打开',
  uploadPageBlocked: '浏览器拦截了新标签页。',
  openUploadPage: '打开{platform}上传页',
  uploadPageFailed: '无法打开{platform}上传页，请稍后重试',
  // 收藏商品's notices and 找相似's (both actions load after the first paint)
  favouriting: '收藏中…',
  favouriteFailed: '收藏失败，请稍后再试',
  favouriteFailedWhy: '收藏失败：{reason}',
  favouriteDone: '收藏成功',
  similarFound: '找到{n}件相似商品，正在打开结果页…',
  viewSimilar: '查看相似商品',
  similarFailed: '找相似失败，请稍后再试',
  similarFailedWhy: '找相似失败：{reason}',
  // the supplier card's and the recommended goods' placeholders and failures (lazy parts)
  supplierLoading: '正在加载供应商信息…',
  supplierUnavailable: '供应商信息暂时无法加载',
  supplierUnavailableHint: '不影响浏览和购买商品。',
  recommendedUnavailable: '推荐商品暂时无法加载。',
  noRecommended: '暂无推荐商品',
  // the purchase bar's notices after a save or an order (purchase-notice-text.tsx)
  cartSaveFailed: '加入购物车失败，请稍后再试',
  cartSaveFailedWhy: '加入购物车失败：{reason}',
  orderOpened: '订单 {n} 已在新标签页打开',
  popupBlocked: '订单已保存，但浏览器拦截了新标签页。',
  openConfirmOrder: '打开订单确认页',
} as const;
