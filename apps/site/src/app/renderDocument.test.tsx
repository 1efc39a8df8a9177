import { Suspense, use, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { renderDocument } from './entry-server';

function page(body: ReactNode) {
  return (
    <html lang="pl">
      <head>
        <title>Kremy do twarzy</title>
        <meta name="description" content="Kremy do twarzy w katalogu KWC" />
      </head>
      <body>{body}</body>
    </html>
  );
}

/** A part of the page whose data comes later (nothing in the site's pages does this today). */
function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

const later = (text: string) => new Promise<string>((resolve) => setTimeout(() => resolve(text), 20));

async function streamed(document: ReactNode) {
  const stream = await renderToReadableStream(document, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

describe('renderDocument', () => {
  it('gives the markup the stream renderer gives, doctype included', async () => {
    const document = page(
      <main>
        <h1>Kremy do twarzy</h1>
        <Suspense fallback={<p>Ładowanie…</p>}>
          <ul>
            <li>Krem nawilżający &amp; ujędrniający</li>
          </ul>
        </Suspense>
      </main>,
    );
    const onError = vi.fn();
    const html = await renderDocument(document, onError);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pl"><head>/);
    expect(html).toBe(await streamed(document));
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits for a part that suspends instead of sending its fallback', async () => {
    const onError = vi.fn();
    const html = await renderDocument(
      page(
        <Suspense fallback={<p>Ładowanie…</p>}>
          <Later text={later('Opinie użytkowniczek')} />
        </Suspense>,
      ),
      onError,
    );
    expect(html).toContain('<p>Opinie użytkowniczek</p>');
    expect(html).not.toContain('Ładowanie');
    expect(onError).not.toHaveBeenCalled();
  });

  it('waits for a part that suspends outside any boundary', async () => {
    const html = await renderDocument(page(<Later text={later('Składniki')} />), vi.fn());
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<p>Składniki</p>');
  });

  it("reports a part's error once and sends its fallback", async () => {
    const failure = new Error('Brak danych produktu');
    const Broken = () => {
      throw failure;
    };
    const onError = vi.fn();
    const html = await renderDocument(
      page(
        <Suspense fallback={<p>Nie udało się wczytać</p>}>
          <Broken />
        </Suspense>,
      ),
      onError,
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure, expect.anything());
    expect(html).toContain('Nie udało się wczytać');
  });

  it('fails when the page itself cannot render', async () => {
    const Broken = () => {
      throw new Error('Brak układu strony');
    };
    await expect(renderDocument(<Broken />, vi.fn())).rejects.toThrow('Brak układu strony');
  });
});
