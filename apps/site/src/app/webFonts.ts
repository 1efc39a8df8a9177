import { scriptJson } from './scriptJson';

/**
 * Web fonts never hold up or redo the first view: it is drawn in metric-matched local stand-ins, and
 * the fonts, loaded after its paint, show from the next page on (a client navigation, or a page load
 * with them cached). Why and what it saves: bench/README.md, "Design notes", `webFonts`.
 */
export interface WebFonts {
  /** CSS `font` shorthands (`700 1em "Playfair Display"`) of every web font a Polish page is set in. */
  load: string[];
  /** Their files, preloaded by a page that uses them from its first paint. */
  files: string[];
  /** The first paint's font variables: the local stand-ins (`:root:root{--kwc-font-sans:…}`). */
  fallbackCss: string;
  /** The theme's own font variables, web fonts first. */
  webCss: string;
}

/** Letters every Polish page has: 'a', and 'ą' for the Polish letters outside latin. */
export const WEB_FONTS_TEXT = 'aą';

/** Set once the web fonts have loaded in this browser (so they are in its cache). */
export const WEB_FONTS_STORAGE_KEY = 'kwc-web-fonts';

/** The style that points the theme's font variables at the web fonts. */
export const WEB_FONTS_STYLE_ID = '__KWC_WEB_FONTS__';

/** Script: add the style that switches to the web fonts (CSS in `css`), on or off (`media` 'not all'). */
const addStyle = (css: string, on: boolean) =>
  `var s=document.createElement('style');s.id=${scriptJson(WEB_FONTS_STYLE_ID)};${on ? '' : "s.media='not all';"}s.textContent=${css};document.head.appendChild(s)`;

/** A head script: where the web fonts have loaded before, the page preloads them and uses them from the first paint. */
export function cachedWebFontsScript(fonts: WebFonts): string {
  const preload =
    `${scriptJson(fonts.files)}.forEach(function(h){var l=document.createElement('link');` +
    "l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l)});";
  return `try{if(localStorage.getItem(${scriptJson(WEB_FONTS_STORAGE_KEY)})){${preload}${addStyle(scriptJson(fonts.webCss), true)}}}catch(e){}`;
}

/**
 * The boot script's part, run once the page has painted: load the fonts, then add the switch (off)
 * and remember them. Nothing happens where they are in use already, or when one fails to load.
 */
export function loadWebFontsScript(fonts: WebFonts): string {
  return [
    `(function(f){if(!document.fonts||document.getElementById(${scriptJson(WEB_FONTS_STYLE_ID)}))return;`,
    `Promise.all(f.load.map(function(x){return document.fonts.load(x,${scriptJson(WEB_FONTS_TEXT)})})).then(function(){`,
    `${addStyle('f.webCss', false)};try{localStorage.setItem(${scriptJson(WEB_FONTS_STORAGE_KEY)},'1')}catch(e){}},function(){})})(`,
    `${scriptJson({ load: fonts.load, webCss: fonts.webCss })})`,
  ].join('');
}

/** Switches the web fonts on if they have loaded: for a page about to be shown by a client navigation. */
export function switchOnLoadedWebFonts(): void {
  const style = document.getElementById(WEB_FONTS_STYLE_ID);
  if (style instanceof HTMLStyleElement && style.media) style.media = '';
}
