import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** A real 1×1 PNG: the console uploads it as the slide's picture. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Words {
  prefix: '' | '/en';
  kind: string;
  rolling: string;
  popup: string;
  title: string;
  body: string;
  englishTab: string;
  picture: string;
  link: string;
  order: string;
  save: string;
  badLink: string;
  hideToday: string;
  close: string;
  more: string;
}

const korean: Words = {
  prefix: '',
  kind: '노출 위치',
  rolling: '롤링 배너',
  popup: '팝업',
  title: '제목',
  body: '내용',
  englishTab: '영어',
  picture: '이미지',
  link: '링크',
  order: '순서',
  save: '저장',
  badLink: '배너 링크는 이 사이트의 경로(/로 시작)나 https:// 주소여야 합니다.',
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
  more: '자세히 보기',
};

const english: Words = {
  prefix: '/en',
  kind: 'Where it shows',
  rolling: 'Rolling banner',
  popup: 'Popup',
  title: 'Title',
  body: 'Text',
  englishTab: 'English',
  picture: 'Picture',
  link: 'Link',
  order: 'Order',
  save: 'Save',
  badLink: 'A banner links to a path of this site (starting with /) or to an https:// address.',
  hideToday: "Don't show again today",
  close: 'Close',
  more: 'Learn more',
};

// The console refuses the bad link on purpose.
test.use({ allowFailures: [/^400 \/api\/v1\/host\/banners$/] });

const logInAdmin = async (page: Page) =>
  expect((await page.request.post('/api/login/self_login', { data: { mail: 'admin@madang.dev', password: 'madang-admin' } })).ok()).toBe(true);

/** Fills the console's banner form: title and text in the Korean tab, then in the English one, and the rest. */
async function addBanner(page: Page, w: Words, banner: { kind: string; ko: string; en: string; link: string; order: string; picture?: boolean }) {
  await page.goto(`${w.prefix}/host/banners/new`);
  await page.getByLabel(w.kind).selectOption({ label: banner.kind });
  await page.getByLabel(w.title, { exact: true }).fill(banner.ko);
  await page.getByLabel(w.body, { exact: true }).fill(`${banner.ko} body`);
  await page.getByRole('tab', { name: w.englishTab }).click();
  await page.getByLabel(w.title, { exact: true }).fill(banner.en);
  await page.getByLabel(w.body, { exact: true }).fill(`${banner.en} body`);
  if (banner.picture) {
    await page.getByLabel(w.picture, { exact: true }).setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PICTURE });
    await expect(page.getByTestId('image-field-cover').getByRole('img')).toBeVisible();
  }
  await page.getByLabel(w.link, { exact: true }).fill(banner.link);
  await page.getByLabel(w.order, { exact: true }).fill(banner.order);
  await page.getByRole('button', { name: w.save }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/host/banners$`));
}

async function bannerIdOf(page: Page, title: string): Promise<number> {
  const list = (await (await page.request.get('/api/v1/host/banners')).json()).data as { id: number; title: { ko: string; en: string } }[];
  const found = list.find((banner) => banner.title.ko === title);
  if (!found) throw new Error(`no banner ${title}`);
  return found.id;
}

/**
 * An admin adds a rolling slide (with a picture) and a popup banner in the console, and a top strip; a visitor
 * meets the slide first in the rolling banner, the strip above the header and the popup over the home, hides the popup for today and does not meet it
 * again after a reload, while a second popup still shows (so the popup had its chance to appear). The banners
 * are deleted at the end, so later journeys meet no popup.
 */
async function bannerJourney(page: Page, w: Words) {
  const stamp = Date.now().toString(36);
  const slide = { ko: `겨울 데이터 축제 ${stamp}`, en: `Winter data festival ${stamp}` };
  const popup = { ko: `시즌 개막 ${stamp}`, en: `Season opening ${stamp}` };
  const second = `${w.prefix ? 'Second popup' : '두 번째 팝업'} ${stamp}`;
  const shown = (texts: { ko: string; en: string }) => (w.prefix ? texts.en : texts.ko);
  const ids: number[] = [];
  await logInAdmin(page);
  try {
    // A link that is neither a path of this site nor https is refused in the page's language.
    await page.goto(`${w.prefix}/host/banners/new`);
    await page.getByLabel(w.title, { exact: true }).fill(slide.ko);
    await page.getByLabel(w.link, { exact: true }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.badLink)).toBeVisible();

    await addBanner(page, w, { kind: w.rolling, ...slide, link: '/competitions', order: '0', picture: true });
    ids.push(await bannerIdOf(page, slide.ko));
    await addBanner(page, w, { kind: w.popup, ...popup, link: '/ranking/interview', order: '0' });
    ids.push(await bannerIdOf(page, popup.ko));
    const created = await page.request.post('/api/v1/host/banners', { data: { kind: 'popup', title: { ko: second, en: second }, position: 1 } });
    expect(created.ok()).toBe(true);
    ids.push((await created.json()).data.id);
    const strip = { ko: `상단 띠 ${stamp}`, en: `Top strip ${stamp}` };
    const top = await page.request.post('/api/v1/host/banners', { data: { kind: 'top', title: strip, link_url: '/hackathon' } });
    expect(top.ok()).toBe(true);
    ids.push((await top.json()).data.id);

    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`${w.prefix}/`);
    const dialog = page.getByTestId('banner-popup');
    await expect(dialog.getByRole('heading', { name: shown(popup) })).toBeVisible();
    // The strip above the header carries the admins' top banner instead of the built-in promotion.
    await expect(page.getByTestId('top-banner')).toHaveText(shown(strip));
    await expect(dialog).toContainText(`${shown(popup)} body`);
    await expect(dialog.getByRole('link', { name: w.more })).toHaveAttribute('href', `${w.prefix}/ranking/interview`);
    await dialog.getByLabel(w.hideToday).check();
    await dialog.getByText(w.close, { exact: true }).click();
    // The next popup follows; closing it without "today" lets it come back.
    await expect(dialog.getByRole('heading', { name: second })).toBeVisible();
    await dialog.getByText(w.close, { exact: true }).click();
    await expect(dialog).toBeHidden();

    // The new slide leads the rolling banner, with its uploaded picture.
    const firstSlide = page.getByTestId('hero-slide').first();
    await expect(firstSlide.getByRole('heading', { name: shown(slide) })).toBeVisible();
    await expect(firstSlide).toContainText(`${shown(slide)} body`);
    await expect(firstSlide.locator('img')).toHaveAttribute('src', /^\/api\/v1\/images\/[a-f0-9]{64}\.png$/);

    await page.reload();
    await expect(dialog.getByRole('heading', { name: second })).toBeVisible();
    await expect(page.getByText(shown(popup), { exact: true })).toHaveCount(0);
    await dialog.getByText(w.close, { exact: true }).click();
    await expect(dialog).toBeHidden();
    await firstSlide.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/competitions$`));
  } finally {
    await logInAdmin(page);
    for (const id of ids) expect((await page.request.post(`/api/v1/host/banners/${id}/delete`)).ok()).toBe(true);
  }
}

test('an admin adds a rolling slide and a popup banner; a visitor sees both and hides the popup for today', async ({ page }) => {
  await bannerJourney(page, korean);
});

test('in English, an admin adds a slide and a popup; a visitor on the English home hides the popup for today', async ({ page }) => {
  await bannerJourney(page, english);
});

test('a notice set to pop up goes first; the popup banner waits until the notice is hidden for today', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await logInAdmin(page);
  const notice = await page.request.post('/api/v1/host/notices', {
    data: { title: { ko: `점검 공지 ${stamp}`, en: '' }, body: { ko: '점검합니다.', en: '' }, popup_until: '2099-12-31T14:00:00.000Z' },
  });
  expect(notice.ok()).toBe(true);
  const noticeId = (await notice.json()).data.id as number;
  const banner = await page.request.post('/api/v1/host/banners', { data: { kind: 'popup', title: { ko: `배너 팝업 ${stamp}`, en: '' } } });
  expect(banner.ok()).toBe(true);
  const bannerId = (await banner.json()).data.id as number;
  try {
    await page.goto('about:blank');
    await page.context().clearCookies();
    // The banner popup's code and the banners have both arrived before it is checked for.
    const loaded = Promise.all([
      page.waitForResponse((response) => /\/assets\/banner-popup-[\w-]+\.js$/.test(response.url())),
      page.waitForResponse((response) => response.url().includes('/api/main/basic_list')),
    ]);
    // With a query the server leaves the home's answers out of its HTML (http/page-data.ts), so the browser asks for them.
    await page.goto('/?from=journey');
    const noticePopup = page.getByTestId('notice-popup');
    await expect(noticePopup.getByRole('heading', { name: `점검 공지 ${stamp}` })).toBeVisible();
    await loaded;
    await noticePopup.getByLabel('오늘 하루 보지 않기').check();
    await expect(page.getByTestId('banner-popup')).toHaveCount(0);
    await noticePopup.getByText('닫기', { exact: true }).click();
    await expect(noticePopup).toBeHidden();
    await expect(page.getByTestId('banner-popup')).toHaveCount(0);

    await page.reload();
    await expect(page.getByTestId('banner-popup').getByRole('heading', { name: `배너 팝업 ${stamp}` })).toBeVisible();
    await expect(noticePopup).toHaveCount(0);
  } finally {
    await logInAdmin(page);
    expect((await page.request.post(`/api/v1/host/banners/${bannerId}/delete`)).ok()).toBe(true);
    expect((await page.request.post(`/api/v1/host/notices/${noticeId}/delete`)).ok()).toBe(true);
  }
});

test('a top strip saved in the console shows above the header at once, and a dismissed strip asks for no banner', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const strip = `상단 띠 즉시 ${stamp}`;
  await logInAdmin(page);
  let id: number | undefined;
  try {
    // The strip asks for the top banner as the page opens, so only a refresh can bring the new one.
    const stripAsked = page.waitForResponse((response) => response.url().includes('/api/main/banner/list'));
    await page.goto('/host/banners/new');
    await stripAsked;
    await page.getByLabel(korean.kind).selectOption({ label: '상단 띠 배너' });
    await page.getByLabel(korean.title, { exact: true }).fill(strip);
    await page.getByLabel(korean.link, { exact: true }).fill('/hackathon');
    await page.getByRole('button', { name: korean.save }).click();
    await expect(page).toHaveURL(/\/host\/banners$/);
    await expect(page.getByTestId('top-banner')).toHaveText(strip);
    id = await bannerIdOf(page, strip);

    // Once dismissed for the session the strip stays hidden and the top banner is not even fetched.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/main/banner/list')) asked.push(request.url());
    });
    await page.getByRole('button', { name: '안내 배너 닫기' }).click();
    const homeLoaded = page.waitForResponse((response) => response.url().includes('/api/main/basic_list'));
    // With a query the server leaves the home's answers (the top banner's too) out of its HTML, so only the strip's own rule keeps it from asking.
    await page.goto('/?from=journey');
    await homeLoaded;
    await expect(page.getByTestId('top-banner')).toHaveCount(0);
    expect(asked).toEqual([]);
  } finally {
    if (id !== undefined) expect((await page.request.post(`/api/v1/host/banners/${id}/delete`)).ok()).toBe(true);
  }
});
