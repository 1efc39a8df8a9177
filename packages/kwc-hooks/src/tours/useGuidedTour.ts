import { useCallback, useSyncExternalStore } from 'react';

import { useKeyValueStorage } from '../provider/KwcHooksProvider';
import { finishTour, isTourFinished, resetTour, setTourStep, tourStep, type TourId } from './tourStore';

const noSubscription = () => () => undefined;
/** The server has no local storage: it renders no tour, and so does hydration. */
const ON_SERVER = 'server';

/** What `useGuidedTour` gives. */
export interface GuidedTourResult {
  /** The current step, from 0. */
  step: number;
  isFirstStep: boolean;
  isLastStep: boolean;
  isFinished: boolean;
  /** 'Dalej'; on the last step, 'Koniec'. */
  next: () => void;
  /** 'Wstecz'. */
  back: () => void;
  finish: () => void;
  /** Shows the tour again from its first step. */
  restart: () => void;
}

/**
 * A guided tour's state (spec sections 2 and 4): the step it is at and whether it is finished,
 * both kept in local storage. `next` on the last step finishes it ('Koniec'); `back` stops at the
 * first step. The server and the hydrating render show the tour as finished, so nothing flashes.
 */
export function useGuidedTour(tourId: TourId, stepCount: number): GuidedTourResult {
  const storage = useKeyValueStorage();
  const snapshot = useSyncExternalStore(
    storage.subscribe ?? noSubscription,
    () => `${isTourFinished(storage, tourId) ? 1 : 0}:${tourStep(storage, tourId)}`,
    () => ON_SERVER,
  );
  const [finishedFlag, storedStep] = snapshot === ON_SERVER ? ['1', '0'] : snapshot.split(':');
  const step = Math.min(Number(storedStep), Math.max(0, stepCount - 1));

  const next = useCallback(() => {
    const current = tourStep(storage, tourId);
    if (current + 1 >= stepCount) finishTour(storage, tourId);
    else setTourStep(storage, tourId, current + 1);
  }, [storage, tourId, stepCount]);
  const back = useCallback(() => {
    setTourStep(storage, tourId, Math.max(0, tourStep(storage, tourId) - 1));
  }, [storage, tourId]);
  const finish = useCallback(() => finishTour(storage, tourId), [storage, tourId]);
  const restart = useCallback(() => resetTour(storage, tourId), [storage, tourId]);

  return {
    step,
    isFirstStep: step === 0,
    isLastStep: step >= stepCount - 1,
    isFinished: finishedFlag === '1',
    next,
    back,
    finish,
    restart,
  };
}
