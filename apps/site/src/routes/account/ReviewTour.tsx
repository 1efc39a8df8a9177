import { REVIEW, USAGE_TIME_LABELS } from '@kwc/domain';
import { useGuidedTour } from '@kwc/hooks';
import { GuidedTour, type GuidedTourStep } from '@kwc/ui';

/** The add-review tour's id: its steps' group and its key among the finished tours (spec section 4). */
export const REVIEW_TOUR = 'add-review';

/** The shortest usage time the community rules admit: the first choice of the form's list. */
const MIN_USAGE = Object.values(USAGE_TIME_LABELS)[0]!;

/**
 * The add-review tour's steps: spec section 5's guidance (a title within 70 characters, the rules'
 * minimum usage time, packages used and where bought), pointing at the form's fields. ours: the copy.
 */
export const REVIEW_TOUR_STEPS: readonly GuidedTourStep[] = [
  {
    group: REVIEW_TOUR,
    order: 1,
    target: '#review-title',
    title: 'Krótki, konkretny tytuł',
    content: `Tytuł powinien zmieścić się w ${REVIEW.titleSuggestedMaxLength} znakach — formularz podpowie, gdy będzie dłuższy. Napisz w nim, co najbardziej Cię zaskoczyło.`,
  },
  {
    group: REVIEW_TOUR,
    order: 2,
    target: '#review-usageTime',
    title: 'Jak długo stosujesz produkt?',
    content: `Najkrótszy czas stosowania, jaki dopuszczają zasady społeczności KWC, to „${MIN_USAGE}” — dopiero wtedy opinia mówi coś o działaniu produktu.`,
  },
  {
    group: REVIEW_TOUR,
    order: 3,
    target: '#review-packagesUsed',
    title: 'Ile opakowań zużyłaś?',
    content:
      'Podaj, ile opakowań zużyłaś. Czytelniczki wiedzą wtedy, czy to pierwsze wrażenie, czy sprawdzony ulubieniec.',
  },
  {
    group: REVIEW_TOUR,
    order: 4,
    target: '#review-purchaseSource',
    title: 'Gdzie kupiłaś produkt?',
    content:
      'Wybierz, skąd masz produkt. Jeśli dostałaś go bezpłatnie albo w testowaniu KWC, zaznacz to niżej — taka opinia zostanie tak oznaczona.',
  },
];

/**
 * The add-review guided tour, shown once beside the review form until finished or closed ('Dalej',
 * 'Wstecz', 'Koniec'; the finished tour is remembered in local storage). `ready`: the form is on screen.
 */
export function ReviewTour({ ready }: { ready: boolean }) {
  const tour = useGuidedTour(REVIEW_TOUR, REVIEW_TOUR_STEPS.length);
  return (
    <GuidedTour
      steps={REVIEW_TOUR_STEPS}
      group={REVIEW_TOUR}
      open={ready && !tour.isFinished}
      initialStep={tour.step}
      onStepChange={(index) => (index > tour.step ? tour.next() : tour.back())}
      onFinish={tour.finish}
      onClose={tour.finish}
    />
  );
}
