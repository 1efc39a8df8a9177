// The publisher's own pages of the kwc layout (`/kwc-{slug}`): editorial copy of the site, written
// here (the API has no CMS). The footer menu (`uroda_footer`, group "links") links to every one.

/** A contact of the contact page. */
export interface CmsContact {
  label: string;
  email: string;
  note: string;
}

/** One part of a CMS page: a heading with paragraphs, a list, or contacts. */
export interface CmsBlock {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  contacts?: readonly CmsContact[];
}

export interface CmsPageContent {
  /** The page's h1 and title. */
  title: string;
  /** The label in the pages' navigation. */
  navLabel: string;
  description: string;
  lead: string;
  /** schema.org type of the page. */
  schemaType: 'AboutPage' | 'ContactPage' | 'WebPage' | 'FAQPage';
  blocks: readonly CmsBlock[];
}

export const CMS_PAGES = {
  'o-nas': {
    title: 'O nas',
    navLabel: 'O nas',
    schemaType: 'AboutPage',
    description:
      'KWC to katalog kosmetyków i społeczność recenzentek Wydawnictwa KWC: opinie, składy INCI, testowanie i rankingi kosmetyków dostępnych w Polsce.',
    lead: 'KWC to katalog kosmetyków i społeczność recenzentek. Pomagamy wybierać kosmetyki na podstawie doświadczeń prawdziwych użytkowniczek — nie reklam.',
    blocks: [
      {
        heading: 'Co znajdziesz w katalogu',
        paragraphs: [
          'Zbieramy w jednym miejscu kosmetyki dostępne w polskich drogeriach, aptekach i perfumeriach. Każdy produkt ma swoją kartę z opisem, składem, oceną i opiniami osób, które go używały.',
        ],
        list: [
          'drzewo kategorii — od pielęgnacji twarzy po perfumy i kosmetyki dla dzieci,',
          'strony marek z pełną ofertą i średnimi ocenami,',
          'składy INCI z polskimi opisami najważniejszych składników,',
          'rankingi: najczęściej recenzowane, nagrodzone i najnowsze produkty.',
        ],
      },
      {
        heading: 'Opinie, którym można ufać',
        paragraphs: [
          'Recenzje piszą zarejestrowane użytkowniczki z potwierdzonym kontem. Każda opinia przed publikacją trafia do moderacji: sprawdzamy, czy dotyczy właściwego produktu, czy nie jest reklamą i czy przestrzega zasad serwisu.',
          'Nie usuwamy opinii dlatego, że są negatywne, i nie pozwalamy markom kupować lepszych ocen. Średnia ocena produktu to zawsze średnia z opublikowanych recenzji.',
        ],
      },
      {
        heading: 'Testowanie i nagrody',
        paragraphs: [
          'Razem z markami organizujemy testowanie: wybrane osoby dostają kosmetyk, używają go przez kilka tygodni i piszą o nim szczerą recenzję. Najlepiej ocenione produkty roku wyróżniamy nagrodą Kosmetyk Roku KWC.',
        ],
      },
      {
        heading: 'Kim jesteśmy',
        paragraphs: [
          'Katalog prowadzi Wydawnictwo KWC — wydawca serwisów dla kobiet o urodzie, zdrowiu, rodzinie i domu. Nad treściami czuwa redakcja urodowa, która od lat testuje kosmetyki i rozmawia z dermatolożkami i kosmetolożkami.',
          'Masz pytanie, pomysł albo zauważyłaś błąd w karcie produktu? Napisz do nas — adresy znajdziesz na stronie Kontakt.',
        ],
      },
    ],
  },
  regulamin: {
    title: 'Regulamin serwisu',
    navLabel: 'Regulamin',
    schemaType: 'WebPage',
    description:
      'Regulamin katalogu kosmetyków KWC: zasady korzystania z serwisu, zakładania konta, publikowania opinii i listy ulubionych.',
    lead: 'Zasady korzystania z katalogu kosmetyków KWC. Korzystając z serwisu, akceptujesz poniższe postanowienia.',
    blocks: [
      {
        heading: '§ 1. Postanowienia ogólne',
        paragraphs: [
          'Serwis KWC jest katalogiem kosmetyków z opiniami użytkowników, prowadzonym przez Wydawnictwo KWC. Regulamin określa zasady korzystania z serwisu, w tym zakładania konta i publikowania treści.',
          'Przeglądanie katalogu, wyszukiwanie i lista ulubionych są dostępne bez rejestracji. Dodawanie opinii i produktów wymaga założenia konta.',
        ],
      },
      {
        heading: '§ 2. Konto użytkownika',
        list: [
          'Konto może założyć osoba, która ukończyła 16 lat.',
          'Do publikowania opinii i dodawania produktów potrzebne jest konto z potwierdzonym adresem e-mail i uzupełnionymi danymi (nazwa użytkownika, data urodzenia).',
          'Użytkownik odpowiada za bezpieczeństwo swojego hasła i nie udostępnia konta innym osobom.',
          'Konto można w każdej chwili usunąć w ustawieniach konta.',
        ],
      },
      {
        heading: '§ 3. Opinie i inne treści użytkowników',
        paragraphs: [
          'Użytkownik publikuje wyłącznie własne opinie o produktach, których używał. Opinie są moderowane zgodnie z Zasadami dodawania opinii; moderator może poprosić o poprawki albo odrzucić opinię, podając powód.',
          'Publikując opinię, użytkownik udziela wydawcy niewyłącznej licencji na jej wyświetlanie w serwisie i w materiałach promujących serwis, z podaniem nazwy użytkownika.',
        ],
      },
      {
        heading: '§ 4. Treści przeznaczone dla dorosłych',
        paragraphs: [
          'Niektóre kategorie zawierają produkty przeznaczone wyłącznie dla osób pełnoletnich. Dostęp do nich wymaga potwierdzenia, że użytkownik ukończył 18 lat; decyzja jest zapamiętywana na urządzeniu przez 7 dni.',
        ],
      },
      {
        heading: '§ 5. Ceny i sklepy partnerskie',
        paragraphs: [
          'KWC nie prowadzi sprzedaży. Ceny pochodzą od sklepów partnerskich i mają charakter informacyjny — wiążąca jest cena podana w sklepie w chwili zakupu.',
        ],
      },
      {
        heading: '§ 6. Prawa autorskie',
        paragraphs: [
          'Treści serwisu, w tym teksty redakcyjne, zdjęcia i układ katalogu, są chronione prawem autorskim. Kopiowanie, przedruk i rozpowszechnianie ich bez zgody wydawcy są zabronione.',
        ],
      },
      {
        heading: '§ 7. Reklamacje i postanowienia końcowe',
        paragraphs: [
          'Uwagi i reklamacje dotyczące działania serwisu można zgłaszać na adres podany na stronie Kontakt. Odpowiadamy w ciągu 14 dni.',
          'O zmianach regulaminu informujemy w serwisie z co najmniej 14-dniowym wyprzedzeniem.',
        ],
      },
    ],
  },
  'polityka-prywatnosci': {
    title: 'Polityka prywatności',
    navLabel: 'Polityka prywatności',
    schemaType: 'WebPage',
    description:
      'Polityka prywatności katalogu KWC: jakie dane przetwarzamy, w jakim celu, jakich plików cookie używamy i jakie prawa Ci przysługują.',
    lead: 'Jak przetwarzamy Twoje dane w katalogu KWC i jakie masz prawa. Piszemy prostym językiem, bez zbędnego żargonu.',
    blocks: [
      {
        heading: 'Administrator danych',
        paragraphs: [
          'Administratorem danych osobowych użytkowników serwisu jest Wydawnictwo KWC. W sprawach dotyczących danych osobowych możesz pisać na adres podany na stronie Kontakt.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy i po co',
        list: [
          'dane konta (adres e-mail, nazwa użytkownika, data urodzenia) — aby prowadzić konto i sprawdzić wymagany wiek,',
          'opinie, zdjęcia i listy ulubionych — aby je publikować i zapamiętać,',
          'anonimowy identyfikator przeglądarki — aby lista ulubionych i ostatnio oglądane produkty działały bez logowania,',
          'dane o korzystaniu z serwisu — aby mierzyć jego działanie i poprawiać wyszukiwanie.',
        ],
      },
      {
        heading: 'Pliki cookie i pamięć przeglądarki',
        paragraphs: [
          'Używamy plików cookie niezbędnych do działania serwisu: logowania, anonimowego identyfikatora, potwierdzenia pełnoletności (7 dni), wybranego sortowania opinii i ustawień testów A/B. W pamięci przeglądarki zapisujemy m.in. liczbę kolumn listy produktów i ukończone samouczki.',
          'Pliki cookie możesz usunąć w ustawieniach przeglądarki; część funkcji serwisu przestanie wtedy pamiętać Twoje wybory.',
        ],
      },
      {
        heading: 'Twoje prawa',
        list: [
          'dostęp do danych i otrzymanie ich kopii,',
          'sprostowanie i usunięcie danych,',
          'ograniczenie przetwarzania i sprzeciw wobec niego,',
          'przeniesienie danych,',
          'skarga do Prezesa Urzędu Ochrony Danych Osobowych.',
        ],
      },
    ],
  },
  'zasady-opinii': {
    title: 'Zasady dodawania opinii',
    navLabel: 'Zasady dodawania opinii',
    schemaType: 'WebPage',
    description:
      'Jak napisać opinię o kosmetyku w KWC: kto może dodać recenzję, co powinna zawierać, jak działa moderacja, pochwały i HITy.',
    lead: 'Dobra opinia pomaga innym wybrać kosmetyk. Oto, czego oczekujemy od recenzji i jak przebiega ich moderacja.',
    blocks: [
      {
        heading: 'Kto może dodać opinię',
        paragraphs: [
          'Opinię może dodać zalogowana osoba, która ukończyła 16 lat, ma potwierdzone konto i uzupełnione dane konta. O jednym produkcie piszesz jedną opinię — możesz ją później edytować.',
        ],
      },
      {
        heading: 'Co powinna zawierać dobra opinia',
        list: [
          'ocenę w skali od 1 do 5 gwiazdek,',
          'krótki tytuł (najlepiej do 70 znaków),',
          'opis Twoich wrażeń: działanie, konsystencja, zapach, wydajność,',
          'czas stosowania i miejsce zakupu,',
          'opcjonalnie zalety i wady oraz Twój typ cery lub włosów.',
        ],
      },
      {
        heading: 'Czego nie publikujemy',
        list: [
          'opinii o produktach, których nie używałaś,',
          'reklam, linków do sklepów i danych kontaktowych,',
          'treści obraźliwych, wulgarnych lub naruszających prawa innych osób,',
          'tekstów skopiowanych z innych stron.',
        ],
      },
      {
        heading: 'Jak działa moderacja',
        paragraphs: [
          'Każda opinia trafia do moderacji przed publikacją. Jeśli coś wymaga poprawy, moderator zostawi uwagę — odpowiesz na nią i poprawisz opinię, a ta wróci do moderacji. Edycja opublikowanej opinii również wymaga ponownej akceptacji.',
        ],
      },
      {
        heading: 'Pochwały i HITy',
        paragraphs: [
          'Pomocne opinie inni użytkownicy mogą pochwalić — to one budują Twoją rangę w serwisie. Ulubione produkty możesz oznaczyć jako HIT; na koncie możesz mieć do 30 HITów.',
        ],
      },
    ],
  },
  pomoc: {
    title: 'Pomoc',
    navLabel: 'Pomoc',
    schemaType: 'FAQPage',
    description:
      'Najczęstsze pytania o katalog KWC: jak dodać opinię i produkt, jak działa lista ulubionych, dlaczego trzeba potwierdzić wiek.',
    lead: 'Odpowiedzi na pytania, które zadajecie najczęściej. Nie ma tu Twojego? Napisz do nas.',
    blocks: [
      {
        heading: 'Jak dodać opinię o kosmetyku?',
        paragraphs: [
          'Zaloguj się, otwórz kartę produktu i wybierz „Dodaj opinię”. Po wysłaniu opinia trafi do moderacji, a po akceptacji pojawi się na karcie produktu i w Najnowszych recenzjach.',
        ],
      },
      {
        heading: 'Nie mogę znaleźć produktu w katalogu. Co zrobić?',
        paragraphs: [
          'Sprawdź pisownię w wyszukiwarce — wystarczą trzy pierwsze litery nazwy. Jeśli produktu nadal nie ma, dodaj go: w menu znajdziesz link „Dodaj produkt”. Nowy produkt również przechodzi moderację.',
        ],
      },
      {
        heading: 'Jak działa lista ulubionych?',
        paragraphs: [
          'Kliknij serce na kafelku produktu, by dodać go do ulubionych. Lista działa także bez logowania — jest wtedy zapisana w Twojej przeglądarce. Po zalogowaniu możesz założyć do 5 nazwanych list.',
        ],
      },
      {
        heading: 'Dlaczego muszę potwierdzić, że mam 18 lat?',
        paragraphs: [
          'Część kategorii zawiera produkty przeznaczone wyłącznie dla dorosłych. Potwierdzenie pełnoletności zapamiętujemy na Twoim urządzeniu przez 7 dni.',
        ],
      },
      {
        heading: 'Moja opinia się nie wyświetla',
        paragraphs: [
          'Opinie czekają na moderację zwykle do 48 godzin. Jeśli moderator poprosił o poprawki, znajdziesz jego uwagę w swoim archiwum na koncie.',
        ],
      },
    ],
  },
  kontakt: {
    title: 'Kontakt',
    navLabel: 'Kontakt',
    schemaType: 'ContactPage',
    description: 'Kontakt z redakcją katalogu kosmetyków KWC, działem reklamy i pomocą techniczną.',
    lead: 'Chętnie odpowiemy na Twoje pytania. Wybierz właściwy adres, a wiadomość trafi prosto do osoby, która zajmie się sprawą.',
    blocks: [
      {
        heading: 'Napisz do nas',
        contacts: [
          {
            label: 'Redakcja',
            email: 'redakcja@kwc.example.com',
            note: 'Pytania o treści, błędy w kartach produktów, propozycje tematów.',
          },
          {
            label: 'Pomoc dla użytkowników',
            email: 'pomoc@kwc.example.com',
            note: 'Konto, logowanie, moderacja opinii, lista ulubionych.',
          },
          {
            label: 'Reklama i współpraca',
            email: 'reklama@kwc.example.com',
            note: 'Kampanie, testowanie produktów, artykuły sponsorowane.',
          },
          {
            label: 'Ochrona danych osobowych',
            email: 'dane@kwc.example.com',
            note: 'Wnioski dotyczące Twoich danych i prywatności.',
          },
        ],
      },
      {
        heading: 'Wydawca',
        paragraphs: ['Wydawnictwo KWC. Odpowiadamy na wiadomości w dni robocze, zwykle w ciągu dwóch dni.'],
      },
    ],
  },
  reklama: {
    title: 'Reklama w KWC',
    navLabel: 'Reklama',
    schemaType: 'WebPage',
    description:
      'Reklama w katalogu kosmetyków KWC: testowanie produktów, artykuły sponsorowane, kampanie display i współpraca z markami kosmetycznymi.',
    lead: 'Docieramy do kobiet, które świadomie wybierają kosmetyki i czytają opinie przed zakupem. Zaproponujemy formę współpracy dopasowaną do Twojej marki.',
    blocks: [
      {
        heading: 'Formy współpracy',
        list: [
          'testowanie produktów z udziałem naszych recenzentek,',
          'artykuły sponsorowane przygotowane przez redakcję urodową,',
          'kampanie display i wideo na stronach kategorii i produktów,',
          'wyróżnienia marki na stronach kategorii i w wynikach wyszukiwania,',
          'kampanie łączone z serwisami Wydawnictwa KWC.',
        ],
      },
      {
        heading: 'Zasady',
        paragraphs: [
          'Materiały sponsorowane są zawsze oznaczone. Współpraca z marką nie wpływa na opinie użytkowniczek ani na kolejność produktów w rankingach opartych na ocenach.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['Ofertę i cennik wyślemy na prośbę: reklama@kwc.example.com.'],
      },
    ],
  },
} as const satisfies Record<string, CmsPageContent>;

export type CmsSlug = keyof typeof CMS_PAGES;

/** The content of a CMS page, or `null` for a slug the site has no page for. */
export function cmsPage(slug: string): CmsPageContent | null {
  return Object.hasOwn(CMS_PAGES, slug) ? CMS_PAGES[slug as CmsSlug] : null;
}
