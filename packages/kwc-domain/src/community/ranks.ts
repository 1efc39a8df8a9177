/**
 * Reviewer ranks (DESIGN.md "Community": from published reviews and the likes they received). The
 * configuration: a rank is reached when both thresholds are; the list runs from the lowest rank up.
 */
export const REVIEWER_RANKS = [
  { name: 'Początkująca', reviews: 0, likes: 0 },
  { name: 'Recenzentka', reviews: 3, likes: 0 },
  { name: 'Ekspertka', reviews: 15, likes: 30 },
  { name: 'Mistrzyni urody', reviews: 50, likes: 150 },
] as const satisfies readonly { name: string; reviews: number; likes: number }[];

export type ReviewerRank = (typeof REVIEWER_RANKS)[number]['name'];

/** The highest rank whose thresholds `reviews` published reviews and `likes` received reach. */
export function rankFor(reviews: number, likes: number): ReviewerRank {
  let reached: ReviewerRank = REVIEWER_RANKS[0].name;
  for (const rank of REVIEWER_RANKS) if (reviews >= rank.reviews && likes >= rank.likes) reached = rank.name;
  return reached;
}

/** The next rank and what is still missing to reach it, or `null` at the top. */
export function nextRank(reviews: number, likes: number) {
  const index = REVIEWER_RANKS.findIndex((rank) => rank.name === rankFor(reviews, likes));
  const next = REVIEWER_RANKS[index + 1];
  if (!next) return null;
  return {
    name: next.name,
    reviewsMissing: Math.max(0, next.reviews - reviews),
    likesMissing: Math.max(0, next.likes - likes),
  };
}
