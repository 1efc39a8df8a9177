// A module of its own: the site's gate overlay shows these without loading the modal (and its dialog).
// ours: the spec names the modals but gives no explanation under their titles.
export const ADULT_GATE_EXPLANATIONS = {
  anonymous:
    'Ta strona zawiera treści przeznaczone wyłącznie dla osób pełnoletnich. Potwierdź, że masz ukończone 18 lat.',
  denied: 'Ta strona zawiera treści przeznaczone wyłącznie dla osób pełnoletnich, dlatego nie możemy Ci jej pokazać.',
} as const;
