import { badRequest } from '../../lib/errors.ts';

// A footer link's page is served at /foot/{sgL_RequestUrl} and its client route is named
// 'foot-' + the value, so the value is one clean path segment. Names the site's own pages use
// are refused too, so a footer page can never be mistaken for one of them in links or route names.

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const RESERVED = new Set([
  'index',
  'information',
  'login',
  'logout',
  'admin',
  'api',
  'media',
  'foot',
  'ecpay-simulator',
  'registeremail',
  'customerregist',
  'registersuccess',
  'forgotpassword',
  'resetpassword',
  'resetpwsuccess',
  'contactus',
  'vranking',
  'albumsearch',
  'albumphotodetail',
  'activityevent',
  'eventlist',
  'eventdetails',
  'joinphotographer',
  'photographeralbum',
  'favorite',
  'profile',
  'myphoto',
  'checkout',
  'orderdetails',
  'consumerrecords',
  'myaccount',
  'photographerearningslist',
  'uploadphoto',
  'uploadphoto2',
  'photographerphoto',
  'selldetails',
  'salesdetails',
  'transactionrecordlist',
  'photographeraccount',
]);

/** The trimmed page path, or a refusal saying what is wrong with it. */
export function checkedRequestUrl(value: string): string {
  const requestUrl = value.trim();
  if (!SEGMENT.test(requestUrl)) throw badRequest('foot.requestUrlFormat');
  if (RESERVED.has(requestUrl)) throw badRequest('foot.requestUrlReserved', { requestUrl });
  return requestUrl;
}
