import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { latestMail, registerMember } from '../support/members.ts';
import { DEMO_PASSWORD, demoUsers, loginAs } from '../support/session.ts';
import { expect, screenshot, screenshotBothLanguages, test } from '../support/test.ts';

// Accounts (issue #5): login with its redirect, registration with the e-mailed code, profile,
// the account hub and the contact form.

const path = (page: Page) => new URL(page.url()).pathname;

test('a guest opening /favorite is asked to log in and comes back there after logging in', async ({
  page,
  browserErrors,
}) => {
  // The wrong password below: the browser logs the refused request.
  browserErrors.expect(/status of 400 .*AuthenticateLogin/);
  await page.goto('/favorite');
  await page.getByText('請登錄後再訪問').waitFor();
  await expect.poll(() => path(page)).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/favorite');
  await page.getByRole('heading', { name: '會員登入' }).waitFor();
  await screenshotBothLanguages(page, 'login', 'Log in to keep favourites, buy photos and download the originals.');

  await page.getByLabel('電子郵件').fill(demoUsers.member);
  await page.getByLabel('密碼', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: '登入' }).click();
  await page.getByRole('alert').getByText('電子郵件或密碼錯誤').waitFor();
  expect(path(page)).toBe('/login');

  await page.getByLabel('密碼', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
  await expect.poll(() => path(page)).toBe('/favorite');
  await page.getByRole('heading', { name: '我的收藏', level: 1 }).waitFor();
  expect(await page.getByText('找不到頁面', { exact: true }).count()).toBe(0);
});

test('a visitor registers with the e-mailed code, logs in, edits the profile and sees the account hub', async ({
  page,
}) => {
  const email = `runner-${Date.now()}@example.com`;
  await page.goto('/registerEmail');
  await page.getByLabel('電子郵件').fill('runner@example');
  await page.getByRole('button', { name: '寄送驗證碼' }).click();
  await page.getByText('電子郵件格式不正確，例如 name@example.com').waitFor();
  await screenshotBothLanguages(page, 'register-email', 'Sign up');

  await page.getByLabel('電子郵件').fill(email);
  await page.getByRole('button', { name: '寄送驗證碼' }).click();
  await expect.poll(() => path(page)).toBe('/customerRegist');
  await page.getByText(email).waitFor();
  // The code was just sent: asking again has to wait.
  await page.getByRole('button', { name: /秒後可重寄/ }).waitFor();
  const code = /\b(\d{6})\b/.exec((await latestMail(email)).text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('驗證碼').fill(code!);
  await page.getByLabel('顯示名稱').fill('新跑者');
  await page.getByLabel('密碼', { exact: true }).fill('abcdefgh');
  await page.getByLabel('確認密碼').fill('abcdefgh1');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await page.getByText('密碼至少 8 個字元，且需同時包含英文字母與數字').waitFor();
  await page.getByText('兩次輸入的密碼不一致').waitFor();
  await screenshotBothLanguages(page, 'register-details', 'Create your account');

  // (The reload of the screenshots emptied the form.)
  await page.getByLabel('驗證碼').fill(code!);
  await page.getByLabel('顯示名稱').fill('新跑者');
  await page.getByLabel('密碼', { exact: true }).fill('runfast2026');
  await page.getByLabel('確認密碼').fill('runfast2026');
  await page.getByRole('button', { name: '完成註冊' }).click();
  await expect.poll(() => path(page)).toBe('/registerSuccess');
  await page.getByRole('heading', { name: '註冊成功' }).waitFor();
  await screenshot(page, 'register-success');

  // Registering logged the member in: no second trip through the login form.
  await page.getByRole('banner').getByText('新跑者').waitFor();
  await page.getByRole('link', { name: '回首頁' }).first().click();
  await expect.poll(() => path(page)).toBe('/index');
  await page.getByRole('banner').getByText('新跑者').waitFor();
  // Opening the login page now says who is logged in, with a way to switch account.
  await page.goto('/login');
  await page.getByText('您已登入為 新跑者').waitFor();
  await page.getByRole('button', { name: '切換帳號' }).waitFor();

  // Profile: a new name and picture reach the header.
  await page.goto('/profile');
  await page.getByRole('heading', { name: '個人資料', level: 1 }).waitFor();
  await page.getByLabel('顯示名稱').fill('新跑者 Amy');
  await page.getByLabel('手機號碼').fill('0912-345-678');
  await page.getByRole('button', { name: '儲存' }).click();
  await page.getByText('個人資料已更新').waitFor();
  await page.getByRole('banner').getByText('新跑者 Amy').waitFor();

  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1668dc' } })
    .png()
    .toBuffer();
  await page.getByLabel('更換頭像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await page.getByText('頭像已更新').waitFor();
  const avatar = page.getByRole('img', { name: '我的頭像' });
  await expect.poll(() => avatar.getAttribute('src')).toMatch(/avatars\//);
  await expect.poll(() => avatar.evaluate((img) => (img as { naturalWidth: number }).naturalWidth)).toBe(256);

  await page
    .getByLabel('更換頭像')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await page.getByText('請選擇 JPEG、PNG 或 WebP 圖片').waitFor();
  await screenshotBothLanguages(page, 'profile', 'Your details');

  await page.goto('/myaccount');
  await page.getByRole('heading', { name: '我的帳戶', level: 1 }).waitFor();
  await page
    .getByRole('main')
    .getByRole('link', { name: /成為攝影師/ })
    .waitFor();
  await screenshot(page, 'myaccount');
  await page
    .getByRole('main')
    .getByRole('link', { name: /消費紀錄/ })
    .click();
  await expect.poll(() => path(page)).toBe('/consumerrecords');
});

test('a member who forgot the password resets it with the e-mailed link and logs in with the new one', async ({
  page,
  browserErrors,
}) => {
  // The second use of the link below: the browser logs the refused request.
  browserErrors.expect(/status of 400 .*ResetPassword/);
  const email = await registerMember('reset', '忘記密碼的跑者', 'oldpass2025');
  await page.goto('/login');
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await expect.poll(() => path(page)).toBe('/forgotPassword');
  // The login page stays on screen while the next page's code loads, with its own 電子郵件 field.
  await page.getByRole('heading', { name: '忘記密碼' }).waitFor();
  await page.getByLabel('電子郵件').fill(email);
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await page.getByText('請查看您的信箱').waitFor();
  await screenshot(page, 'forgot-password-sent');

  const link = /https?:\/\/\S+\/resetPassword\?token=[\w-]+/.exec((await latestMail(email)).text)?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);
  await page.goto(`${pathname}${search}`);
  await page.getByRole('heading', { name: '重設密碼' }).waitFor();
  await page.getByLabel('新密碼').fill('newpass2026');
  await page.getByLabel('確認密碼').fill('newpass2026');
  await screenshotBothLanguages(page, 'reset-password', 'Reset password');
  await page.getByLabel('新密碼').fill('newpass2026');
  await page.getByLabel('確認密碼').fill('newpass2026');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await expect.poll(() => path(page)).toBe('/resetPwSuccess');
  await page.getByText('您的密碼已更新，請使用新密碼登入。').waitFor();

  // The link works once.
  await page.goto(`${pathname}${search}`);
  await page.getByLabel('新密碼').fill('again2026x');
  await page.getByLabel('確認密碼').fill('again2026x');
  await page.getByRole('button', { name: '重設密碼' }).click();
  await page.getByText('連結無效或已過期', { exact: true }).waitFor();

  await page.goto('/login');
  await page.getByLabel('電子郵件').fill(email);
  await page.getByLabel('密碼', { exact: true }).fill('newpass2026');
  await page.getByRole('button', { name: '登入' }).click();
  await expect.poll(() => path(page)).toBe('/index');
  await page.getByRole('banner').getByText('忘記密碼的跑者').waitFor();
});

test('a photographer sees their own pages in the account hub', async ({ page }) => {
  await loginAs(page, 'photographer');
  await page.goto('/myaccount');
  await page.getByRole('heading', { name: '我的帳戶', level: 1 }).waitFor();
  await page
    .getByRole('main')
    .getByRole('link', { name: /銷售明細/ })
    .waitFor();
  expect(
    await page
      .getByRole('main')
      .getByRole('link', { name: /成為攝影師/ })
      .count(),
  ).toBe(0);
  await screenshot(page, 'myaccount-photographer');
});

test('the contact form checks its fields, sends, and fills in what it knows of a member', async ({ page }) => {
  await page.goto('/contactus');
  await page.getByRole('heading', { name: '聯絡我們', level: 1 }).waitFor();
  await page.getByText('0 / 2000 字').waitFor();
  await page.getByRole('button', { name: '送出' }).click();
  await page.getByText('請輸入姓名').waitFor();
  await page.getByText('請輸入電子郵件').waitFor();
  await page.getByText('請輸入留言內容').waitFor();
  await screenshotBothLanguages(page, 'contact', 'Contact us');

  await page.getByLabel('姓名').fill('王小明');
  await page.getByLabel('電子郵件').fill('ming@example.c');
  await page.getByLabel('主旨').fill('照片下載問題');
  await page.getByLabel('留言內容').fill('我的訂單照片無法下載，請協助。');
  await page.getByText('15 / 2000 字').waitFor();
  await page.getByRole('button', { name: '送出' }).click();
  await page.getByText('電子郵件格式不正確，例如 name@example.com').waitFor();
  await page.getByLabel('電子郵件').fill('ming@example.com');
  await page.getByRole('button', { name: '送出' }).click();
  await page.getByText('已收到您的留言').waitFor();
  await page.getByText('我們會盡快回覆至 ming@example.com').waitFor();
  await screenshot(page, 'contact-sent');

  await loginAs(page, 'member');
  await page.goto('/contactus');
  await expect.poll(() => page.getByLabel('電子郵件').inputValue()).toBe(demoUsers.member);
  expect(await page.getByLabel('姓名').inputValue()).not.toBe('');
});
