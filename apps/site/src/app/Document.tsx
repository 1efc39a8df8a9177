import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import type { ApiClient, CookieStore } from '@kwc/hooks';

import { App } from './App';
import { PAGE_REGION_ID, TAPPABLE } from './firstView';
import type { PageState } from './loadPage';
import { REVIEWS_LINK_ATTRIBUTE } from './ProductView';
import { scriptJson } from './scriptJson';
import type { SiteContextValue } from './SiteContext';
import { cachedWebFontsScript, loadWebFontsScript, type WebFonts } from './webFonts';

export interface PageAssets {
  /** Stylesheets linked in the head: no flash of unstyled content. */
  css: string[];
  /** Module scripts that boot the client, requested by `bootScript` after the first paint. */
  js: string[];
  /**
   * Chunks of the page's own code, preloaded with the entry, except with `pageOnIntent`: then the
   * browser requests them together (no chain of imports to wait through) when the page is to
   * hydrate (see firstView.ts).
   */
  pageChunks?: string[];
  /**
   * The page hydrates on the visitor's first sign of use, not with the first view; a returning
   * visitor's page hydrates at once all the same (its products' wishlist marks).
   */
  pageOnIntent?: boolean;
  /** The stylesheet's web fonts, loaded after the first paint (see webFonts.ts); none: the stylesheet's own. */
  fonts?: WebFonts;
  /**
   * Chunks of the start-up reads (wishlist marks, the header's counts) a returning visitor (one with
   * any of the `cookies`: an anonymous id, a session) needs right after hydration: preloaded right
   * after the entry for such a visitor only, not behind the page's chunks. A first visit never loads them.
   */
  returning?: { cookies: string[]; preload: string[] };
}

export interface PageData {
  assets: PageAssets;
  page: PageState;
  fallback: Record<string, unknown>;
  site: SiteContextValue;
}

export const PAGE_DATA_ID = '__KWC_DATA__';
export const BOOT_SCRIPT_ID = '__KWC_BOOT__';

/**
 * The inline script that starts the client after the first contentful paint, so its requests do not
 * share a slow line with the first view: the web fonts first, then the scripts one per task.
 * Why, and the fallbacks without paint timing: bench/README.md, "Design notes", `bootScript`.
 */
export function bootScript({ js, pageChunks = [], pageOnIntent, fonts, returning }: PageAssets): string {
  const assets = scriptJson({
    js,
    page: pageChunks,
    onIntent: pageOnIntent === true,
    returning: returning && {
      cookies: returning.cookies.map((name) => `${name}=`),
      preload: returning.preload.filter((href) => !pageChunks.includes(href)),
    },
  });
  return [
    '(function(a){var started=false;function add(tag,props){var e=document.createElement(tag);for(var k in props)e[k]=props[k];document.head.appendChild(e)}',
    // A tap on a page control before the client's code runs: held for it (firstView.ts, `takeEarlyTap`).
    `var tapped=null,T=${JSON.stringify(TAPPABLE)},R=${JSON.stringify(PAGE_REGION_ID)};`,
    'function tap(e){var t=e.target,g=document.getElementById(R),c=t&&t.closest&&!t.closest("a")&&t.closest(T);',
    'if(!c||!g||!g.contains(c))return;e.preventDefault();if(!tapped)tapped=c}',
    "document.addEventListener('click',tap,true);",
    "document.kwcEarlyTap=function(){document.removeEventListener('click',tap,true);var c=tapped;tapped=null;return c};",
    // A link asking for the reviews (spec section 7 `scrollToReviews`), for the page's whole life: a tap
    // before the page is live is the browser's own navigation, which no handler of the page sees.
    `document.addEventListener('click',function(e){var t=e.target;if(t&&t.closest&&t.closest('a[${REVIEWS_LINK_ATTRIBUTE}]'))`,
    `try{localStorage.setItem(${JSON.stringify(LOCAL_STORAGE_KEYS.scrollToReviews)},'true')}catch(x){}},true);`,
    'function start(){if(started)return;started=true;var q=[];',
    fonts ? `${loadWebFontsScript(fonts)};` : '',
    "a.js.forEach(function(s){q.push(['script',{type:'module',src:s}])});",
    "var r=a.returning&&document.cookie.split('; ').some(function(c){return a.returning.cookies.some(function(n){return c.indexOf(n)===0})});",
    "if(r)a.returning.preload.forEach(function(h){q.push(['link',{rel:'modulepreload',href:h}])});",
    "if(!a.onIntent||r)a.page.forEach(function(h){q.push(['link',{rel:'modulepreload',href:h}])});",
    '(function next(){var n=q.shift();if(n){add(n[0],n[1]);setTimeout(next,0)}})()}',
    'var later=function(){setTimeout(start,0)};',
    "try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true})}",
    'catch(e){requestAnimationFrame(function(){requestAnimationFrame(later)})}',
    'setTimeout(start,1000)})(',
    assets,
    ')',
  ].join('');
}

export interface DocumentProps {
  data: PageData;
  /**
   * Data the server renders from but the page's data does not carry (what the browser never
   * renders again, such as the footer's menu); under `data.fallback`.
   */
  serverFallback?: Record<string, unknown>;
  client: ApiClient;
  cookies?: CookieStore;
  ssrPath?: string;
  ssrSearch?: string;
}

/** The id of the script that lets the browser know its web fonts are cached (see webFonts.ts). */
const CACHED_FONTS_SCRIPT_ID = '__KWC_FONTS__';

/**
 * What the browser renders for an inline script the server wrote: the text it received. The callers
 * test `import.meta.env.SSR` (a constant of the build) themselves, so the browser's bundle carries
 * neither the code that writes the text nor the work of writing it again.
 */
const receivedText = (id: string): string => document.getElementById(id)?.textContent ?? '';

/** The whole HTML document; rendered on the server and hydrated as a whole in the browser. */
export function Document({ data, serverFallback, client, cookies, ssrPath, ssrSearch }: DocumentProps) {
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6b2d8f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before the stylesheet: a script after it would wait for it. The rules outrank the theme's (:root:root). */}
        {data.assets.fonts && (
          <>
            <style dangerouslySetInnerHTML={{ __html: data.assets.fonts.fallbackCss }} />
            <noscript dangerouslySetInnerHTML={{ __html: `<style>${data.assets.fonts.webCss}</style>` }} />
            <script
              id={CACHED_FONTS_SCRIPT_ID}
              dangerouslySetInnerHTML={{
                __html: import.meta.env.SSR
                  ? cachedWebFontsScript(data.assets.fonts)
                  : receivedText(CACHED_FONTS_SCRIPT_ID),
              }}
            />
          </>
        )}
        {data.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <App
          ssrPath={ssrPath}
          ssrSearch={ssrSearch}
          page={data.page}
          fallback={serverFallback ? { ...serverFallback, ...data.fallback } : data.fallback}
          site={data.site}
          client={client}
          cookies={cookies}
        />
        <script
          id={PAGE_DATA_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? scriptJson(data) : receivedText(PAGE_DATA_ID) }}
        />
        <script
          id={BOOT_SCRIPT_ID}
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? bootScript(data.assets) : receivedText(BOOT_SCRIPT_ID),
          }}
        />
      </body>
    </html>
  );
}
