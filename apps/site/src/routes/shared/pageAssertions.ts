import { expect } from 'vitest';

// What the tests of the home, CMS, community and directory screens read from a page's HTML.

/** Text as React writes it into HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** The visible text of an HTML fragment, tags dropped and entities read. */
export function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's `<title>`. */
export function titleOf(html: string): string | undefined {
  const match = /<title>(.*?)<\/title>/s.exec(html);
  return match ? textOf(match[1]!) : undefined;
}

/** The text of the page's one h1 (fails when there is not exactly one). */
export function h1Of(html: string): string {
  const matches = [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/gs)];
  expect(matches, 'exactly one h1').toHaveLength(1);
  return textOf(matches[0]![1]!);
}

export function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

export function descriptionOf(html: string): string | undefined {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  return match ? textOf(match[1]!) : undefined;
}

/** Every JSON-LD object of the page, parsed (a script that is not valid JSON fails the test). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** The page's BreadcrumbList JSON-LD items as `[name, url]`. */
export function breadcrumbListOf(html: string): [string, string][] {
  const list = jsonLdOf(html).find((item) => item['@type'] === 'BreadcrumbList');
  expect(list, 'a BreadcrumbList JSON-LD').toBeDefined();
  return (list!.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item]);
}

/** The visible breadcrumb trail (the "Jesteś tutaj" navigation) as `[label, href]`. */
export function visibleBreadcrumbsOf(html: string): [string, string][] {
  const nav = /<nav aria-label="Jesteś tutaj"[^>]*>(.*?)<\/nav>/s.exec(html);
  expect(nav, 'a visible breadcrumb trail').not.toBeNull();
  return [...nav![1]!.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map((match) => [
    textOf(match[2]!),
    match[1]!,
  ]);
}

/** Whether the page links to `href` (exactly). */
export function linksTo(html: string, href: string): boolean {
  return html.includes(`href="${escapeHtml(href)}"`);
}
