import { cameraJpeg } from './images.ts';
import { bearer, createUser, loginToken, type UserOverrides } from './factories.ts';
import { multipartFiles, type UploadFile } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Signing in, and sending photographer applications as the apply page does, in one test app. */
export async function applicationKit(t: TestApp) {
  const city = await t.db.commonType.findFirstOrThrow({ where: { typeT: 30, parentId: { not: null } } });
  const sample = await cameraJpeg(2400, 1600);

  async function signIn(overrides: UserOverrides = {}) {
    const user = await createUser(t.db, overrides);
    return { user, headers: bearer(await loginToken(t.app, user.email, user.password)) };
  }

  const fields = () => ({
    displayName: '  快門阿明  ',
    realName: '王小明',
    phone: '0912-345-678',
    cityId: String(city.id),
    introduction: '十年路跑攝影經驗',
    portfolioUrl: 'https://photos.example.tw/ming',
    agreeTerms: 'true',
  });

  const jpeg = (name = 'a.jpg'): UploadFile => ({ fileName: name, contentType: 'image/jpeg', content: sample });

  function applyWith(headers: Record<string, string>, form: Record<string, string>, files: UploadFile[] = [jpeg()]) {
    const body = multipartFiles(files, form);
    return t.app.inject({
      method: 'POST',
      url: '/api/services/app/MemEmber/CreatePhotoGrapher',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  return { cityId: city.id, signIn, fields, jpeg, applyWith };
}
