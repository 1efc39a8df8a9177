/**
 * ours: the text of the demo magazine articles (issue 34: they had a title and a lead only). Each
 * article gets the advice of its category's guide and a closing paragraph on the cosmetics it lists;
 * plain paragraphs separated by a blank line.
 */
const GUIDES: Record<string, [string, string]> = {
  'pielegnacja-twarzy': [
    'Zacznij od rozpoznania cery: sucha potrzebuje emolientów i składników odbudowujących barierę, tłusta lekkich formuł i składników regulujących sebum, a wrażliwa krótkich składów bez alkoholu i intensywnych zapachów. Nowy kosmetyk wprowadzaj pojedynczo i obserwuj skórę przez dwa, trzy tygodnie.',
    'Składniki aktywne, takie jak retinoidy, kwasy czy witamina C, dawkuj stopniowo i nie łącz kilku naraz. Rano zawsze kończ pielęgnację kremem z filtrem SPF 30 lub wyższym — bez niego nawet najlepsze serum nie ochroni przed przebarwieniami.',
  ],
  'pielegnacja-ciala': [
    'Skóra ciała ma mniej gruczołów łojowych niż twarz, dlatego szybciej się przesusza, zwłaszcza po gorącym prysznicu. Balsam najlepiej nakładać na lekko wilgotną skórę: składniki nawilżające, takie jak gliceryna czy mocznik, wiążą wtedy więcej wody.',
    'Peeling raz lub dwa razy w tygodniu wygładza naskórek i pomaga kolejnym kosmetykom lepiej działać. Przy skórze atopowej wybieraj emolienty bez kompozycji zapachowych i unikaj drobin, które mogą podrażniać.',
  ],
  'pielegnacja-wlosow': [
    'Szampon dobieraj do skóry głowy, a odżywkę do długości włosów. Przetłuszczająca się skóra głowy lubi łagodne, oczyszczające formuły, a suche końcówki — odżywki z emolientami i proteinami w proporcji, którą włosy dobrze znoszą.',
    'Raz w tygodniu warto sięgnąć po maskę i zostawić ją na kilka minut pod ręcznikiem. Przed suszeniem gorącym powietrzem i prostowaniem nałóż termoochronę — to najprostszy sposób, by ograniczyć łamanie się włosów.',
  ],
  makijaz: [
    'Trwałość makijażu zależy w dużej mierze od przygotowania skóry: nawilżona cera lepiej przyjmuje podkład, a baza pod makijaż wyrównuje pory i przedłuża jego świeżość. Odcień podkładu sprawdzaj na linii żuchwy, w świetle dziennym.',
    'Kosmetyki kolorowe mają swoją datę ważności po otwarciu — tusz do rzęs wymieniaj co trzy miesiące, a pędzle myj przynajmniej raz w tygodniu. Wieczorem zawsze dokładnie zmywaj makijaż, najlepiej dwuetapowo.',
  ],
  perfumy: [
    'Zapach testuj na skórze, nie na blotterze: nuty głowy ulatniają się po kilkunastu minutach, a o charakterze perfum decydują nuty serca i bazy, które rozwijają się przez kolejne godziny. Nie oceniaj więcej niż trzech zapachów naraz.',
    'Perfumy nakładaj na nawilżoną skórę w miejscach, gdzie czuć puls — dłużej się utrzymują. Przechowuj je z dala od światła i ciepła, najlepiej w oryginalnym pudełku, a nie na parapecie łazienki.',
  ],
  paznokcie: [
    'Zdrowy manicure zaczyna się od skórek: zamiast je wycinać, zmiękczaj je oliwką i delikatnie odsuwaj. Paznokcie piłuj w jednym kierunku, pilnikiem o drobnej gradacji, by się nie rozdwajały.',
    'Lakier trzyma się dłużej na odtłuszczonej płytce i z warstwą bazy pod spodem. Po zdjęciu hybrydy daj paznokciom kilka dni przerwy i codziennie wcieraj odżywkę lub olejek.',
  ],
  higiena: [
    'W codziennej higienie liczy się łagodność: żel pod prysznic o pH zbliżonym do skóry nie narusza jej bariery ochronnej, a antyperspirant działa najlepiej nałożony wieczorem na suchą skórę.',
    'Szczoteczkę do zębów wymieniaj co trzy miesiące, a pastę dobieraj do potrzeb — z fluorem na co dzień, z formułą na nadwrażliwość, gdy zęby reagują na zimno. Nić lub irygator uzupełniają szczotkowanie tam, gdzie ono nie sięga.',
  ],
  'dla-mezczyzn': [
    'Męska skóra jest zwykle grubsza i bardziej tłusta, ale codzienne golenie ją podrażnia. Żel lub pianka do golenia ułatwiają prowadzenie maszynki, a balsam po goleniu bez alkoholu koi i nawilża.',
    'Podstawowa pielęgnacja zajmuje dwie minuty: umycie twarzy łagodnym żelem, lekki krem nawilżający i filtr przeciwsłoneczny w słoneczne dni. Brodę myj osobnym szamponem i zmiękczaj olejkiem.',
  ],
  'dla-dzieci': [
    'Skóra dziecka jest cieńsza i łatwiej traci wodę, dlatego kosmetyki dla dzieci mają krótkie składy, bez alkoholu i z łagodnymi substancjami myjącymi. Nowy produkt najpierw wypróbuj na małym fragmencie skóry.',
    'Do kąpieli wystarczy niewielka ilość emulsji, a po niej emolient nałożony na jeszcze wilgotną skórę. Latem pamiętaj o filtrach mineralnych przeznaczonych dla dzieci i o nakryciu głowy.',
  ],
};

const FALLBACK: [string, string] = GUIDES['pielegnacja-twarzy']!;

/** The article's text under its lead: its category's guide, then a word on the cosmetics it lists. */
export function articleBody(article: { lead: string; categoryUrlKey?: string }, categoryName: string | null): string {
  const [first, second] = (article.categoryUrlKey && GUIDES[article.categoryUrlKey]) || FALLBACK;
  const closing = categoryName
    ? `Poniżej zebraliśmy kosmetyki z kategorii ${categoryName}, które czytelniczki KWC opisały w swoich opiniach. Zanim wybierzesz, sprawdź na karcie produktu jego skład i oceny, a ceny porównaj w sklepach partnerów.`
    : 'Poniżej zebraliśmy kosmetyki, które czytelniczki KWC opisały w swoich opiniach. Zanim wybierzesz, sprawdź na karcie produktu jego skład i oceny, a ceny porównaj w sklepach partnerów.';
  return [first, second, closing].join('\n\n');
}
