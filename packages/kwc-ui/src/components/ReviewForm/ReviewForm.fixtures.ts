import type { ReviewPhoto, ReviewRemark } from '@kwc/domain';

import { EMPTY_REVIEW_FORM_VALUE, type ReviewFormValue } from './reviewFormValue';

export const REVIEW_FORM_SHOPS = [
  { id: 1, name: 'Rossmann' },
  { id: 2, name: 'Hebe' },
];

export const FILLED_REVIEW: ReviewFormValue = {
  ...EMPTY_REVIEW_FORM_VALUE,
  rating: 4,
  title: 'Lekki krem na co dzień',
  body: 'Używam go rano i wieczorem od dwóch miesięcy. Wchłania się szybko, nie roluje pod makijażem i nie zapycha porów. Zapach jest delikatny.',
  usageTime: 'months_1_3',
  packagesUsed: 2,
  purchaseSource: 'drugstore',
  shopId: 1,
  pros: 'Szybko się wchłania',
  skinType: 'combination',
};

export const REVIEW_REMARKS: ReviewRemark[] = [
  {
    decision: 'request_changes',
    reasons: [{ code: 'too_short', label: 'Za mało o działaniu produktu' }],
    remark: 'Napisz proszę, jak krem sprawdza się pod makijażem.',
    at: '2026-11-20T10:00:00.000Z',
  },
];

export const fakeUpload = async (): Promise<ReviewPhoto> => ({
  id: 5,
  url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  srcset: 'data:image/gif;base64,R0lGODlhAQABAAAAACw= 320w',
  width: 320,
  height: 240,
});
