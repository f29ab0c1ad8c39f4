/**
 * What a page our server rendered says when the browser runs no JavaScript (issue #17: "buying
 * needs JavaScript; nothing pretends otherwise"). Only the server puts it into the page
 * (server/pages/no-script.ts), inside <noscript>: it costs the app's first load nothing.
 */
export const noScriptText = {
  note: '浏览器未启用 JavaScript：可以浏览商品信息和搜索；选购、加入购物车、下单和下载需要启用 JavaScript。',
};
