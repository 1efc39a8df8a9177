import { scriptJson } from './Seo';

/**
 * Web fonts come after the first paint. The page is first drawn in the metric-matched local
 * stand-ins of the theme's font stacks (a style in the head points the font variables at them);
 * once the page has painted, the boot script loads every web font the page is set in and points
 * the variables back at the web fonts in one go: one layout for all of them instead of one per
 * font file, and a first paint that does not wait for, or share a slow line with, ~85 KB of fonts.
 * A browser that has loaded them before has them in its cache: it uses them from the start.
 */
export interface WebFonts {
  /** CSS `font` shorthands (`700 1em "Playfair Display"`) of every web font a Polish page is set in. */
  load: string[];
  /** The first paint's font variables: the local stand-ins (`:root{--kwc-font-sans:…}`). */
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

/** Script: add the style that switches to the web fonts (CSS in `css`). */
const switchTo = (css: string) =>
  `var s=document.createElement('style');s.id=${scriptJson(WEB_FONTS_STYLE_ID)};s.textContent=${css};document.head.appendChild(s)`;

/** A head script: where the web fonts have loaded before, the page uses them from the first paint. */
export function cachedWebFontsScript(fonts: WebFonts): string {
  return `try{if(localStorage.getItem(${scriptJson(WEB_FONTS_STORAGE_KEY)})){${switchTo(scriptJson(fonts.webCss))}}}catch(e){}`;
}

/**
 * The boot script's part, run once the page has painted: load the fonts, then switch to them and
 * remember it. Nothing happens where they are in use already, or when one fails to load (the page
 * stays in its stand-ins).
 */
export function loadWebFontsScript(fonts: WebFonts): string {
  return [
    `(function(f){if(!document.fonts||document.getElementById(${scriptJson(WEB_FONTS_STYLE_ID)}))return;`,
    `Promise.all(f.load.map(function(x){return document.fonts.load(x,${scriptJson(WEB_FONTS_TEXT)})})).then(function(){`,
    `${switchTo('f.webCss')};try{localStorage.setItem(${scriptJson(WEB_FONTS_STORAGE_KEY)},'1')}catch(e){}},function(){})})(`,
    `${scriptJson({ load: fonts.load, webCss: fonts.webCss })})`,
  ].join('');
}
