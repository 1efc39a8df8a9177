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
