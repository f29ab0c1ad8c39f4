/**
 * A tiny HTML template: every interpolated value is escaped unless it is itself a template
 * result, so a goods title or an order number can never inject markup into our pages.
 */

export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

const STYLE = `
body{margin:0;font-family:"PingFang SC","Microsoft YaHei",system-ui,sans-serif;background:#f5f5f5;color:#333}
main{max-width:640px;margin:40px auto;background:#fff;border-radius:8px;padding:24px 32px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 16px}
.amount{font-size:32px;color:#e4393c;font-weight:600;margin:8px 0 16px}
.muted{color:#888;font-size:14px}
.actions{display:flex;gap:12px;margin-top:24px}
button{font-size:16px;padding:10px 28px;border-radius:4px;border:1px solid #ccc;background:#fff;cursor:pointer}
button.primary{background:#e4393c;border-color:#e4393c;color:#fff}
textarea{width:100%;box-sizing:border-box;font-size:15px;padding:8px}
ol li,ul li{margin:6px 0}
.notice{padding:12px 16px;border-radius:4px;background:#fff7e6;border:1px solid #ffd591}
.ok{background:#f6ffed;border-color:#b7eb8f}
`;

/** A whole page in the product's language. */
export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body><main>${body}</main></body>
</html>
`.value;
}
