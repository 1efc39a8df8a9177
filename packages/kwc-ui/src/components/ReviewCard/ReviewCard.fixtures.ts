// Story fixtures: reviews as the API gives them. Not exported.
import type { ReviewCardData } from './ReviewCard';

const longBody = `Krem kupiłam z polecenia koleżanki, bo moja skóra zimą robi się bardzo sucha i zaczerwieniona. Pierwsze wrażenie: gęsta, ale zaskakująco szybko wchłaniająca się konsystencja i delikatny, pudrowy zapach, który nie drażni.

Używam go od dwóch miesięcy rano i wieczorem. Już po tygodniu zauważyłam, że skóra przestała się łuszczyć wokół nosa, a makijaż lepiej się trzyma. Pod podkładem nie roluje się, choć rano nakładam cieńszą warstwę.

Jedyny minus to opakowanie — słoiczek nie jest zbyt higieniczny i trzeba pamiętać o szpatułce. Wydajność bardzo dobra: 50 ml wystarczyło mi na siedem tygodni codziennego stosowania. Na pewno kupię ponownie, zwłaszcza na zimę.`;

export const longReview: ReviewCardData = {
  author: { userId: 42, username: 'AniaPięknie', avatar: null, rank: 'Ekspertka urody' },
  rating: 5,
  title: 'Ratunek dla suchej skóry zimą',
  body: longBody,
  pros: '- szybko się wchłania\n- nie roluje się pod makijażem\n- wydajny',
  cons: '- słoiczek zamiast tubki',
  likes: 12,
  createdAt: '2026-11-20T10:00:00+01:00',
  publishedAt: '2026-11-21T09:30:00+01:00',
  skinType: 'dry',
  hairType: null,
  usageTime: 'months_1_3',
};

export const shortReview: ReviewCardData = {
  author: { userId: 7, username: 'kasia_k', avatar: null, rank: 'Debiutantka' },
  rating: 3,
  title: 'Poprawny, ale bez zachwytu',
  body: 'Nawilża przyzwoicie, ale zapach utrzymuje się dość długo. Do ciała w porządku, do twarzy wybieram coś lżejszego.',
  pros: null,
  cons: null,
  likes: 1,
  createdAt: '2026-03-02T18:45:00+01:00',
  publishedAt: null,
  skinType: 'combination',
  hairType: 'wavy',
  usageTime: 'weeks_2_4',
};

const photoOf = (id: number, fill: string) => {
  const url = `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240"><rect width="320" height="240" fill="${fill}"/><rect x="130" y="50" width="60" height="140" rx="12" fill="#fff" opacity=".8"/></svg>`,
  )}`;
  return { id, url, srcset: `${url} 320w`, width: 320, height: 240 };
};

/** A review with the author's photos, of a product that came from a test campaign. */
export const photoReview: ReviewCardData = {
  ...shortReview,
  title: 'Testowałam przez miesiąc',
  photos: [photoOf(1, '#e9d5f2'), photoOf(2, '#f6e3c8'), photoOf(3, '#d5ecf2')],
  receivedAs: 'test_campaign',
};
