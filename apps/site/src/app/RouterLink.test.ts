// @vitest-environment jsdom
import { EXTERNAL_LINK_ATTRIBUTE as UI_EXTERNAL_LINK_ATTRIBUTE } from '@kwc/ui';
import { describe, expect, it } from 'vitest';

import { EXTERNAL_LINK_ATTRIBUTE, leftToBrowser } from './RouterLink';

const plainClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('leftToBrowser', () => {
  it('keeps a plain click on a path of this site for the router', () => {
    expect(leftToBrowser(plainClick, link('/popularne-marki'))).toBe(false);
  });

  it('leaves a menu’s external link to the browser, even to a path of this site', () => {
    expect(leftToBrowser(plainClick, link('/najnowsze-recenzje', { [EXTERNAL_LINK_ATTRIBUTE]: '' }))).toBe(true);
  });

  it('leaves other sites, new tabs and modified clicks to the browser', () => {
    expect(leftToBrowser(plainClick, link('https://wizaz.pl'))).toBe(true);
    expect(leftToBrowser(plainClick, link('/wishlist', { target: '_blank' }))).toBe(true);
    expect(leftToBrowser({ ...plainClick, ctrlKey: true }, link('/wishlist'))).toBe(true);
  });

  it('reads the attribute kwc-ui marks those links with', () => {
    expect(EXTERNAL_LINK_ATTRIBUTE).toBe(UI_EXTERNAL_LINK_ATTRIBUTE);
  });
});
