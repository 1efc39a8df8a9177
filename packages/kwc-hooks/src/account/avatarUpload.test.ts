// @vitest-environment node
// Node's own FormData and Blob: jsdom's lose the file's bytes on the way into Node's fetch.
import { describe, expect, it } from 'vitest';

import { createApiClient } from '../api/createApiClient';

describe('uploadAvatar', () => {
  it('sends the image as the multipart field avatar and parses the new address', async () => {
    const sent: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://kwc.test',
      getCookie: () => null,
      fetch: async (input, init) => {
        sent.push(new Request(input, init));
        return Response.json({ avatar: '/media/avatars/5.webp' });
      },
    });

    await expect(client.uploadAvatar(new Blob(['png-bytes'], { type: 'image/png' }))).resolves.toEqual({
      avatar: '/media/avatars/5.webp',
    });

    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/user/avatar');
    expect(request!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const file = (await request!.formData()).get('avatar') as File;
    expect(file.type).toBe('image/png');
    await expect(file.text()).resolves.toBe('png-bytes');
  });
});
