import type { ReviewInput } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';

import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { call, registerAccount, type CookieJar } from './accounts';

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A complete review that passes `reviewInputSchema`. */
export function validReview(overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    rating: 4,
    title: 'Dobrze nawilża, ale pachnie zbyt mocno',
    body: 'Używam tego kremu od dwóch miesięcy rano i wieczorem. Skóra jest nawilżona przez cały dzień, nie roluje się pod makijażem, tylko zapach jest intensywny.',
    usageTime: 'months_1_3',
    packagesUsed: 2,
    purchaseSource: 'drugstore',
    shopId: null,
    pros: 'nawilża, wydajny',
    cons: 'zapach',
    skinType: 'dry',
    hairType: null,
    receivedAs: null,
    photoIds: [],
    ...overrides,
  };
}

/**
 * A registered account in the state the test needs (details, age, confirmed address); the state is
 * set in the table as an administrator would, the session is the API's own.
 */
export async function reviewer(
  api: Requester,
  db: Database,
  email: string,
  {
    username = email.split('@')[0]!.replace(/[^a-z0-9]/gi, '.'),
    birthDate = '1994-03-10',
    isActive = true,
    role = 'user',
  }: {
    username?: string | null;
    birthDate?: string | null;
    isActive?: boolean;
    role?: 'user' | 'moderator';
  } = {},
): Promise<{ jar: CookieJar; id: number }> {
  const { jar } = await registerAccount(api, email);
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update users set username = ${username}, birth_date = ${birthDate}, is_active = ${isActive}, role = ${role}
        where email = ${email} returning id`,
  );
  return { jar, id: row!.id };
}

/** Public products nobody has reviewed yet (fresh ground for a test). */
export async function unreviewedProducts(db: Database, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.is_public
          and not exists (select 1 from reviews r where r.product_id = p.id)
        order by p.id limit ${count}`,
  );
  return rows.map((row) => row.id);
}

/** A JPEG carrying EXIF (camera, GPS-like comment), as a phone would send. */
export async function cameraPhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 150 } } })
    .withExif({ IFD0: { Make: 'KWC-Phone', Model: 'Test 1', ImageDescription: 'dom pod lasem 52.1N 21.0E' } })
    .jpeg()
    .toBuffer();
}

/** Uploads a photo as the form does (multipart field `photo`). */
export async function uploadPhoto(
  api: Requester,
  jar: CookieJar,
  bytes: Uint8Array,
  type = 'image/jpeg',
  name = 'zdjecie.jpg',
): Promise<Response> {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], name, { type }));
  const response = await api.request('/reviews/photos', {
    method: 'POST',
    body: form,
    headers: { 'sec-fetch-site': 'same-origin', cookie: jar.header() },
  });
  return jar.update(response);
}

export { call };
