/**
 * Strings of the pages the server writes itself (the upload page, the payment sandbox, their
 * error pages: server/pages/), beyond those of copy.ts they share with the app's header. Apart
 * from copy.ts so that /detail's first load does not carry them.
 */
export const serverPageText = {
  siteNav: '站点导航',
  backToDetail: '返回商品详情',
} as const;
