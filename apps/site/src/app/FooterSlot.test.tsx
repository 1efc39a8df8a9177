// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { followInSiteLink } from './FooterSlot';

function footerWith(links: string, navigate: (to: string) => void) {
  const { container } = render(
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={(event) => followInSiteLink(event, navigate)} dangerouslySetInnerHTML={{ __html: links }} />,
  );
  return container;
}

describe('followInSiteLink', () => {
  it('navigates on the client for a plain click on a path of the site, and stops the page load', () => {
    const navigate = vi.fn();
    const footer = footerWith('<a href="/kwc-o-nas"><span>O nas</span></a>', navigate);
    const notPrevented = fireEvent.click(footer.querySelector('span')!);
    expect(navigate).toHaveBeenCalledWith('/kwc-o-nas');
    expect(notPrevented).toBe(false);
  });

  it.each([
    ['another site', '<a href="https://www.facebook.com/kwc">x</a>', {}],
    ['a protocol-relative address', '<a href="//example.com/x">x</a>', {}],
    ['a link opening another tab', '<a href="/kwc-o-nas" target="_blank">x</a>', {}],
    ['a download', '<a href="/sitemap.xml" download>x</a>', {}],
    ['a click with Ctrl', '<a href="/kwc-o-nas">x</a>', { ctrlKey: true }],
    ['a click with Shift', '<a href="/kwc-o-nas">x</a>', { shiftKey: true }],
    ['a middle click', '<a href="/kwc-o-nas">x</a>', { button: 1 }],
    ['a click beside the links', '<p>x</p>', {}],
  ])('leaves %s to the browser', (_, html, init) => {
    const navigate = vi.fn();
    const footer = footerWith(html, navigate);
    const notPrevented = fireEvent.click(footer.firstElementChild!, init);
    expect(navigate).not.toHaveBeenCalled();
    expect(notPrevented).toBe(true);
  });
});
