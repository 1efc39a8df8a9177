import { LOCAL_STORAGE_KEYS } from '@kwc/domain';

import { readJson, type KeyValueStorage } from '../storage/keyValueStorage';

/** Where each tour's current step is kept. ours: kwc-domain names only the finished-tours key. */
export const TOUR_STEPS_STORAGE_KEY = 'kwc-tour-steps';

/** The guided tours of spec section 2 ('wishlist' and 'add-review'), or any other id. */
export type TourId = string;

function finishedTours(storage: KeyValueStorage): string[] {
  const value = readJson(storage, LOCAL_STORAGE_KEYS.finishedTours);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function tourSteps(storage: KeyValueStorage): Record<string, number> {
  const value = readJson(storage, TOUR_STEPS_STORAGE_KEY);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && (entry[1] as number) >= 0,
    ),
  );
}

/** Whether a tour was finished (spec section 4: finishing marks it complete in local storage). */
export function isTourFinished(storage: KeyValueStorage, tourId: TourId): boolean {
  return finishedTours(storage).includes(tourId);
}

/** Marks a tour finished and forgets its step. */
export function finishTour(storage: KeyValueStorage, tourId: TourId): void {
  const finished = finishedTours(storage);
  if (!finished.includes(tourId))
    storage.setItem(LOCAL_STORAGE_KEYS.finishedTours, JSON.stringify([...finished, tourId]));
  const { [tourId]: _forgotten, ...steps } = tourSteps(storage);
  storage.setItem(TOUR_STEPS_STORAGE_KEY, JSON.stringify(steps));
}

/** The step a tour was left at (spec section 4: tours remember their step); 0 when never started. */
export function tourStep(storage: KeyValueStorage, tourId: TourId): number {
  return Object.hasOwn(tourSteps(storage), tourId) ? tourSteps(storage)[tourId]! : 0;
}

/** Remembers the step a tour is at. */
export function setTourStep(storage: KeyValueStorage, tourId: TourId, step: number): void {
  storage.setItem(TOUR_STEPS_STORAGE_KEY, JSON.stringify({ ...tourSteps(storage), [tourId]: step }));
}

/** Forgets that a tour was finished, and its step, so it shows again. */
export function resetTour(storage: KeyValueStorage, tourId: TourId): void {
  storage.setItem(
    LOCAL_STORAGE_KEYS.finishedTours,
    JSON.stringify(finishedTours(storage).filter((id) => id !== tourId)),
  );
  const { [tourId]: _forgotten, ...steps } = tourSteps(storage);
  storage.setItem(TOUR_STEPS_STORAGE_KEY, JSON.stringify(steps));
}
