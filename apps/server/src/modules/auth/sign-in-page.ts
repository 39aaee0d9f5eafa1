import type { Lang } from '@suanklang/shared';
import { SIGN_IN_LIMITS } from '../../platform/auth/sign-in-limit';

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
    locked: `ใส่รหัสผ่านผิดหลายครั้งเกินไป บัญชีนี้ถูกล็อกชั่วคราว กรุณาลองใหม่อีกครั้งใน ${SIGN_IN_LIMITS.lockMinutes} นาที`,
    expired: 'ขั้นตอนเปลี่ยนรหัสผ่านหมดเวลา กรุณาเข้าสู่ระบบอีกครั้ง',
    changeHeading: 'ตั้งรหัสผ่านใหม่',
    changeIntro: 'ผู้ดูแลระบบได้รีเซ็ตรหัสผ่านของคุณ กรุณาตั้งรหัสผ่านใหม่ก่อนเข้าใช้งาน',
    newPassword: 'รหัสผ่านใหม่',
    confirmPassword: 'ยืนยันรหัสผ่านใหม่',
    passwordHint: 'อย่างน้อย 10 ตัวอักษร ไม่มีชื่อผู้ใช้ และไม่ใช่รหัสผ่านที่ใช้กันทั่วไป',
    mismatch: 'รหัสผ่านใหม่และการยืนยันไม่ตรงกัน',
    change: 'บันทึกรหัสผ่านและเข้าสู่ระบบ',
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
    locked: `Too many wrong passwords: this account is locked for now. Please try again in ${SIGN_IN_LIMITS.lockMinutes} minutes.`,
    expired: 'The password change step has timed out. Please sign in again.',
    changeHeading: 'Choose a new password',
    changeIntro: 'An administrator reset your password. Please choose a new one before you continue.',
    newPassword: 'New password',
    confirmPassword: 'Confirm the new password',
    passwordHint: 'At least 10 characters, not containing your username, and not a common password.',
    mismatch: 'The new password and its confirmation do not match.',
    change: 'Save the password and sign in',
    demo: 'Demo accounts (password demo1234)',
    other: 'ภาษาไทย',
  },
} as const;

/** One text of the sign-in pages in the page's language. */
export function pageText(lang: Lang, key: keyof (typeof TEXT)['en']): string {
  return TEXT[lang][key];
}

export type SignInError = 'invalid' | 'required' | 'tooMany' | 'locked' | 'expired';

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

/**
 * The step after a correct password that an administrator reset: a new password (twice) before the sign-in
 * finishes. `challenge` proves the password was just given; `error` is a message already in `lang`.
 */
export function changePasswordPage(opts: {
  uid: string;
  lang: Lang;
  challenge: string;
  error?: string;
}): string {
  const t = TEXT[opts.lang];
  const action = `/interaction/${encodeURIComponent(opts.uid)}`;
  return `<!doctype html>
<html lang="${opts.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.changeHeading}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/interaction-assets/sign-in.css"></head>
<body>
<main class="card">
  <div class="brand">ส่วนกลาง <span>Suanklang</span></div>
  <h1>${t.changeHeading}</h1>
  <p class="subtitle">${t.changeIntro}</p>
  ${opts.error ? `<p class="error" role="alert">${esc(opts.error)}</p>` : ''}
  <form method="post" action="${action}/password">
    <input type="hidden" name="lang" value="${opts.lang}">
    <input type="hidden" name="challenge" value="${esc(opts.challenge)}">
    <label for="newPassword">${t.newPassword}</label>
    <input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required autofocus minlength="10" maxlength="128" aria-describedby="password-hint">
    <p id="password-hint" class="hint">${t.passwordHint}</p>
    <label for="confirmPassword">${t.confirmPassword}</label>
    <input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="10" maxlength="128">
    <button type="submit">${t.change}</button>
  </form>
  <a class="cancel" href="${action}/abort">${t.cancel}</a>
</main>
</body></html>`;
}

/**
 * The pages' colours hold WCAG 2.1 AA as the web app's theme does (apps/web/src/app/theme.ts): the product blue
 * #1565c0 carries white text at 5.75:1 (antd's #1677ff: 4.1:1), fields have a #8c8c8c border (3.36:1), and
 * whatever the keyboard reaches shows a 2 px ring in that blue.
 */
export const SIGN_IN_CSS = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:linear-gradient(135deg,#e6f4ff,#f6ffed);font-family:"Sarabun","Noto Sans Thai","Segoe UI",Tahoma,sans-serif;color:#1f1f1f}
.card{width:100%;max-width:380px;background:#fff;border-radius:12px;padding:32px;box-shadow:0 6px 24px rgba(0,0,0,.08)}
.brand{font-size:28px;font-weight:700;color:#1565c0}.brand span{font-size:16px;font-weight:400;color:#595959;margin-left:6px}
h1{font-size:20px;margin:16px 0 4px}.subtitle{color:#595959;margin:0 0 20px;font-size:14px}
label{display:block;margin:12px 0 4px;font-size:14px}
input{width:100%;padding:9px 11px;border:1px solid #8c8c8c;border-radius:6px;font-size:15px}
input:focus{border-color:#1565c0}
:focus-visible{outline:2px solid #1565c0;outline-offset:2px}
button{width:100%;margin-top:20px;padding:10px;border:0;border-radius:6px;background:#1565c0;color:#fff;font-size:16px;cursor:pointer}
button.secondary{background:#f0f0f0;color:#1f1f1f;margin-top:8px}
button:hover{background:#0d47a1}button.secondary:hover{background:#e0e0e0}
.error{background:#fff2f0;border:1px solid #ffccc7;color:#a8071a;padding:8px 12px;border-radius:6px}
a{color:#1565c0}.lang{text-align:right;font-size:14px}.cancel{display:block;text-align:center;margin-top:12px;font-size:14px;color:#595959}
.demo{margin-top:24px;border-top:1px solid #f0f0f0;padding-top:12px;font-size:13px;color:#595959}.demo h2{font-size:13px;margin:0 0 6px}
.hint{font-size:13px;color:#595959;margin:4px 0 0}
code{background:#f5f5f5;padding:1px 6px;border-radius:4px;margin-right:4px}`;
