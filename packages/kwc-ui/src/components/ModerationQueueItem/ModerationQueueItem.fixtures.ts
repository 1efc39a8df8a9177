// Story and test fixtures: queue entries as `GET /api/moderation/reviews` gives them. Not exported.
import type { ModerationQueueItem, Review } from '@kwc/domain';

import { product } from '../private/fixtures/products.fixtures';

const square = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${fill}"/></svg>`)}`;

const review: Review = {
  id: 501,
  productId: 1,
  productSKU: product.sku,
  author: { userId: 12, username: 'ania_k', avatar: null, rank: 'Debiutantka' },
  status: 'pending',
  rating: 4,
  title: 'Lekki krem na co dzień',
  body: 'Używam go rano i wieczorem od dwóch miesięcy. Wchłania się szybko, nie roluje pod makijażem i nie zapycha porów. Zapach jest delikatny, znika po kilku minutach.',
  usageTime: 'months_1_3',
  packagesUsed: 2,
  purchaseSource: 'drugstore',
  shopId: 1,
  pros: 'Szybko się wchłania',
  cons: null,
  skinType: 'combination',
  hairType: null,
  receivedAs: null,
  photos: [],
  remarks: null,
  revision: null,
  likes: 0,
  createdAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  submittedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: null,
};

export const NEW_REVIEW_ITEM: ModerationQueueItem = {
  kind: 'review',
  review,
  product,
  authorPublishedReviews: 0,
  authorReply: null,
};

export const REPLIED_ITEM: ModerationQueueItem = {
  ...NEW_REVIEW_ITEM,
  review: {
    ...review,
    photos: [
      { id: 7, url: square('#d9a3b5'), srcset: `${square('#d9a3b5')} 320w`, width: 320, height: 240 },
      { id: 8, url: square('#8fb5a2'), srcset: `${square('#8fb5a2')} 320w`, width: 320, height: 240 },
    ],
  },
  authorPublishedReviews: 3,
  authorReply: 'Dopisałam, jak krem sprawdza się pod makijażem i po ilu dniach widać efekt.',
};

export const REVISION_ITEM: ModerationQueueItem = {
  kind: 'revision',
  review: {
    ...review,
    status: 'published',
    publishedAt: '2026-10-02T12:00:00.000Z',
    revision: {
      ...review,
      status: 'pending',
      remarks: null,
      rating: 2,
      title: 'Po trzech miesiącach zmieniam zdanie',
      body: 'Na początku krem był świetny, ale po trzech miesiącach skóra zaczęła się przesuszać przy nosie. Odstawiłam go i wróciłam do poprzedniego.',
    },
  },
  product,
  authorPublishedReviews: 21,
  authorReply: null,
};
