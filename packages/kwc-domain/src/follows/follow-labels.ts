/** The follow button's two states, apart from the rest of the copy: the profile page shows them without the follow code. ours. */
export const FOLLOW_LABELS = {
  follow: 'Obserwuj',
  following: 'Obserwujesz',
} as const;
