/** Main navigation, one list for the desktop bar and the phone menu. */
export const mainNav = [
  { to: "/go", labelKey: "nav.games" },
  { to: "/articles", labelKey: "nav.articles" },
  { to: "/editor", labelKey: "nav.editor" },
  { to: "/info/pricing", labelKey: "nav.pricing" },
] as const;

/** Footer columns: every info page is reachable from every page. */
export const footerNav = [
  {
    titleKey: "footer.product",
    links: [
      { to: "/go", labelKey: "footer.allGames" },
      { to: "/how-it-works", labelKey: "footer.howItWorks" },
      { to: "/articles", labelKey: "nav.articles" },
      { to: "/info/pricing", labelKey: "footer.pricing" },
      { to: "/info/dojo-coins", labelKey: "footer.dojoCoins" },
    ],
  },
  {
    titleKey: "footer.extras",
    links: [
      { to: "/misc/you-have-been-dared", labelKey: "footer.dareAFriend" },
      { to: "/misc/epic-dare-challenge", labelKey: "footer.epicDare" },
      { to: "/misc/christmass-calendar", labelKey: "footer.christmasCalendar" },
      { to: "/partnerships/slusen", labelKey: "footer.slusen" },
      { to: "/partnerships/scrollbar", labelKey: "footer.scrollbar" },
    ],
  },
  {
    titleKey: "footer.company",
    links: [
      { to: "/info/about", labelKey: "footer.about" },
      { to: "/info/FAQ", labelKey: "footer.faq" },
      { to: "/info/contact", labelKey: "footer.contact" },
      { to: "/info/unsubscribe", labelKey: "footer.unsubscribe" },
    ],
  },
  {
    titleKey: "footer.legal",
    links: [
      { to: "/info/privacy-policy", labelKey: "footer.privacyPolicy" },
      { to: "/info/cookie-policy", labelKey: "footer.cookiePolicy" },
      { to: "/info/terms-of-service", labelKey: "footer.termsOfService" },
    ],
  },
] as const;
