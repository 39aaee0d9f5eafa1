import type { Lang } from '@suanklang/shared';

const TEXT = {
  th: {
    title: 'เข้าสู่ระบบ ส่วนกลาง',
    heading: 'เข้าสู่ระบบ',
    subtitle: 'ระบบบริหารนิติบุคคลอาคารชุดและหมู่บ้านจัดสรร',
    username: 'ชื่อผู้ใช้',
    password: 'รหัสผ่าน',
    submit: 'เข้าสู่ระบบ',
    cancel: 'ยกเลิก',
    invalid: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    required: 'กรุณากรอกชื่อผู้ใช้และรหัสผ่าน',
    tooMany: 'พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอสักครู่',
    demo: 'บัญชีทดลอง (รหัสผ่าน demo1234)',
    other: 'English',
  },
  en: {
    title: 'Sign in to Suanklang',
    heading: 'Sign in',
    subtitle: 'Back-office for condominium and housing-estate juristic persons',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    invalid: 'Incorrect username or password.',
    required: 'Please enter your username and password.',
    tooMany: 'Too many sign-in attempts, please wait a moment.',
    demo: 'Demo accounts (password demo1234)',
    other: 'ภาษาไทย',
  },
} as const;

export type SignInError = 'invalid' | 'required' | 'tooMany';

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const DEMO_ACCOUNTS = ['admin', 'manager', 'accountant', 'approver', 'viewer'];

/** The built-in provider's sign-in page: server-rendered, no script, Thai by default. */
export function signInPage(opts: {
  uid: string;
  lang: Lang;
  username?: string;
  error?: SignInError;
  demoMode: boolean;
}): string {
  const t = TEXT[opts.lang];
  const other = opts.lang === 'th' ? 'en' : 'th';
  const action = `/interaction/${encodeURIComponent(opts.uid)}`;
  const demo = opts.demoMode
    ? `<section class="demo" aria-label="${t.demo}"><h2>${t.demo}</h2><p>${DEMO_ACCOUNTS.map((a) => `<code>${a}</code>`).join(' ')}</p></section>`
    : '';
  return `<!doctype html>
<html lang="${opts.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/interaction-assets/sign-in.css"></head>
<body>
<main class="card">
  <nav class="lang"><a href="${action}?lang=${other}" hreflang="${other}">${t.other}</a></nav>
  <div class="brand">ส่วนกลาง <span>Suanklang</span></div>
  <h1>${t.heading}</h1>
  <p class="subtitle">${t.subtitle}</p>
  ${opts.error ? `<p class="error" role="alert">${t[opts.error]}</p>` : ''}
  <form method="post" action="${action}/login" autocomplete="on">
    <input type="hidden" name="lang" value="${opts.lang}">
    <label for="username">${t.username}</label>
    <input id="username" name="username" autocomplete="username" required autofocus maxlength="100" value="${esc(opts.username ?? '')}">
    <label for="password">${t.password}</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128">
    <button type="submit">${t.submit}</button>
  </form>
  <a class="cancel" href="${action}/abort">${t.cancel}</a>
  ${demo}
</main>
</body></html>`;
}

export const SIGN_IN_CSS = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:linear-gradient(135deg,#e6f4ff,#f6ffed);font-family:"Sarabun","Noto Sans Thai","Segoe UI",Tahoma,sans-serif;color:#1f1f1f}
.card{width:100%;max-width:380px;background:#fff;border-radius:12px;padding:32px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
.brand{font-size:28px;font-weight:700;color:#0958d9}.brand span{font-size:16px;font-weight:400;color:#595959;margin-left:6px}
h1{font-size:20px;margin:16px 0 4px}.subtitle{color:#595959;margin:0 0 20px;font-size:14px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;padding:9px 11px;border:1px solid #d9d9d9;border-radius:6px;font-size:15px}
input:focus{outline:2px solid #4096ff;border-color:#4096ff}
button{width:100%;margin-top:20px;padding:10px;border:0;border-radius:6px;background:#1677ff;color:#fff;font-size:16px;cursor:pointer}
button.secondary{background:#f0f0f0;color:#1f1f1f;margin-top:8px}
button:hover{background:#4096ff}.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;padding:8px 12px;border-radius:6px}
.lang{text-align:right;font-size:14px}.cancel{display:block;text-align:center;margin-top:12px;font-size:14px;color:#595959}
.demo{margin-top:24px;border-top:1px solid #f0f0f0;padding-top:12px;font-size:13px;color:#595959}.demo h2{font-size:13px;margin:0 0 6px}
code{background:#f5f5f5;padding:1px 6px;border-radius:4px;margin-right:4px}`;
