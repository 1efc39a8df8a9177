import type { ProfileSection } from '@kwc/domain';
import { profileKey, profileSectionKey } from '@kwc/hooks';

import type { LoaderContext, LoaderResult } from '../../app/page';
import { pageParam } from '../shared/paging';

/** The section a path names: `opinie` when it names none. */
export const sectionOf = (value: string | undefined): ProfileSection => (value || 'opinie') as ProfileSection;

/**
 * A profile and one page of its section for the first render, or a 404: an unknown or deactivated
 * user, another's drafts, a page number that is none (the API's 400 and 404 alike).
 */
export async function loadProfile(
  context: LoaderContext,
  userId: number,
  section: ProfileSection,
): Promise<LoaderResult> {
  const page = pageParam(context.url.search);
  if (page === null) return { status: 404 };
  const keys = [profileKey(userId), profileSectionKey(userId, section, page)];
  try {
    const [profile, sectionPage] = await Promise.all(keys.map((key) => context.fetchJson(key)));
    return { fallback: { [keys[0]!]: profile, [keys[1]!]: sectionPage } };
  } catch (error) {
    // An `HttpError` (app/page.ts), by its shape: importing the class would put it in the first view.
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 404 || status === 400) return { status: 404 };
    throw error;
  }
}
