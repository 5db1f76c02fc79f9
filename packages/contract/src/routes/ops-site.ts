import { z } from 'zod';
import {
  ZOpsBanner,
  ZOpsBannerBody,
  ZOpsBannerQuery,
  ZOpsFaq,
  ZOpsFaqBody,
  ZOpsImageUpload,
  ZOpsNotice,
  ZOpsNoticeBody,
  ZOpsPopup,
  ZOpsPopupBody,
  ZOpsSiteIdParams,
  ZOpsVisibilityBody,
} from '../schemas/ops-site.ts';
import { defineRoutes } from './define.ts';
import { opsSiteEndpoints } from './ops-site.endpoints.ts';

const READ = '(operator, support)';
const EDIT = 'audited (operator)';

/** Merchandising from the console (issue 17): banners, notices, FAQ, the home popup. */
export const opsSiteRoutes = defineRoutes('ops', opsSiteEndpoints, {
  banners: {
    summary: `Every banner, hidden and scheduled ones too, by type ${READ}`,
    query: ZOpsBannerQuery,
    answer: z.array(ZOpsBanner),
  },
  banner: { summary: `One banner ${READ}`, params: ZOpsSiteIdParams, answer: ZOpsBanner },
  createBanner: {
    summary: `Adds a banner shown between two Seoul times; ${EDIT}`,
    body: ZOpsBannerBody,
    answer: ZOpsBanner,
  },
  updateBanner: {
    summary: `Changes a banner; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsBannerBody,
    answer: ZOpsBanner,
  },
  bannerVisibility: {
    summary: `Hides a banner from members or shows it again; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsVisibilityBody,
    answer: ZOpsBanner,
  },
  uploadBannerImage: {
    summary:
      'Uploads a banner or popup image (multipart/form-data, file field `image`: JPG, PNG, WEBP or GIF ' +
      'up to 2 MB) into the public media; answers its address (operator)',
    upload: true,
    body: z.object({ image: z.string().meta({ format: 'binary' }).describe('the image file') }).nullish(),
    answer: ZOpsImageUpload,
  },
  notices: { summary: `Every notice, scheduled and hidden ones too ${READ}`, answer: z.array(ZOpsNotice) },
  notice: { summary: `One notice ${READ}`, params: ZOpsSiteIdParams, answer: ZOpsNotice },
  createNotice: {
    summary: `Adds a notice published at a Seoul time (now or later); ${EDIT}`,
    body: ZOpsNoticeBody,
    answer: ZOpsNotice,
  },
  updateNotice: {
    summary: `Changes a notice; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsNoticeBody,
    answer: ZOpsNotice,
  },
  noticeVisibility: {
    summary: `Hides a notice or shows it again; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsVisibilityBody,
    answer: ZOpsNotice,
  },
  faqs: { summary: `Every FAQ entry, hidden ones too ${READ}`, answer: z.array(ZOpsFaq) },
  faq: { summary: `One FAQ entry ${READ}`, params: ZOpsSiteIdParams, answer: ZOpsFaq },
  createFaq: { summary: `Adds a FAQ entry; ${EDIT}`, body: ZOpsFaqBody, answer: ZOpsFaq },
  updateFaq: {
    summary: `Changes a FAQ entry; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsFaqBody,
    answer: ZOpsFaq,
  },
  faqVisibility: {
    summary: `Hides a FAQ entry or shows it again; ${EDIT}`,
    params: ZOpsSiteIdParams,
    body: ZOpsVisibilityBody,
    answer: ZOpsFaq,
  },
  popup: { summary: `The home popup and its Seoul-time window ${READ}`, answer: ZOpsPopup },
  updatePopup: {
    summary: `Changes the home popup and its window; ${EDIT}`,
    body: ZOpsPopupBody,
    answer: ZOpsPopup,
  },
});
