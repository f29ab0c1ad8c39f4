/**
 * Our own strings for the page on a phone and for moving about it by keyboard (issue #18): the
 * skip link, the gallery's counter and full-screen viewer, the colour row's hint, the purchase bar
 * and each page's <title>. Written by us, in COPY.md's voice.
 */
export const phoneText = {
  skipToGoods: '跳到商品信息',
  galleryPosition: '{n}/{total}',
  galleryPositionName: '第{n}张，共{total}张',
  openViewer: '查看大图：{label}',
  coloursScrollHint: '共{n}种颜色，左右滑动查看',
  purchaseBar: '下单栏',
  /** <title> of each page: what is shown, then the site */
  pageTitle: '{what} - 毛绒玩具批发',
} as const;
