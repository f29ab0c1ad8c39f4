/** The platform upload page (spec §7 navigations): the title to copy, the media to download, the next steps. */

import { appText } from '../../src/copy/copy';
import { serverPageText } from '../../src/copy/server-page-text';
import type { Goods } from '../../src/domain/goods';
import { readableNumber } from '../../src/rules/readable-number';
import { mediaUrlPath } from '../http/format';
import { html, page, SafeHtml } from './html';

/**
 * The page's one script: counts the upload once the page is shown in a browser (a POST: a GET of
 * this page counts nothing, issue 24 F8), and 复制标题. Fixed text (the goods and platform ride in
 * data-* attributes), so the page's Content-Security-Policy allows it by its hash
 * (server/http/security-headers.ts); anything else inline would be refused.
 */
export const UPLOAD_COPY_CODE = `
var shown = document.currentScript.dataset;
fetch('/api/mini/goods/upload/update', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ goods_id: Number(shown.goods), platform: shown.platform })
}).catch(function () {});
document.getElementById('copy').addEventListener('click', function () {
  var text = document.getElementById('title');
  text.select();
  var done = function () { document.getElementById('copied').hidden = false; };
  if (navigator.clipboard) navigator.clipboard.writeText(text.value).then(done, function () { document.execCommand('copy'); done(); });
  else { document.execCommand('copy'); done(); }
});
`;

export function uploadPage(goods: Goods, platform: string, buyNum: number): string {
  const files = goods.imageList.map((item, i) => ({
    url: mediaUrlPath({ isEncry: item.IsEncry === 1, path: item.Path, fname: item.FName }),
    name: `${i + 1}.${item.IsVideo ? 'mp4' : 'jpg'}`,
    kind: item.IsVideo ? '视频' : '图片',
  }));
  return page(
    `上传到${platform} - ${goods.PName}`,
    html`<h1>上传到${platform}</h1>
<p class="muted">商品：${goods.PName}（货号 ${goods.ToySn}）· 上传/下载次数 ${readableNumber(buyNum)}</p>
<h2>1. 复制商品标题</h2>
<textarea id="title" rows="3" readonly>${goods.PName}</textarea>
<p><button type="button" id="copy">复制标题</button> <span id="copied" class="muted" hidden>已复制</span></p>
<h2>2. 下载素材</h2>
<ul class="files">${files.map((f) => html`<li>${f.kind} <a href="${f.url}" download="${f.name}">下载 ${f.name}</a></li>`)}</ul>
<h2>3. 发布到${platform}</h2>
<ol>
<li>在手机上打开${platform} App，点击发布。</li>
<li>选择刚才下载的视频或图片。</li>
<li>粘贴复制好的商品标题，确认后发布。</li>
</ol>
<p><a class="back" href="/detail?id=${goods.ID}">${serverPageText.backToDetail}</a></p>
<script data-goods="${goods.ID}" data-platform="${platform}">${new SafeHtml(UPLOAD_COPY_CODE)}</script>`,
  );
}

export const notFoundPage = (message: string) =>
  page(
    '页面不存在',
    html`<h1>页面不存在</h1><p class="notice">${message}</p><p><a class="back" href="/">${appText.backHome}</a></p>`,
  );

/** A request the upload page cannot read at all (a control character in its path): 400, not 404. */
export const badRequestPage = (message: string) =>
  page(
    '请求有误',
    html`<h1>请求有误</h1><p class="notice">${message}</p><p><a class="back" href="/">${appText.backHome}</a></p>`,
  );
