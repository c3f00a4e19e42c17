import account from "./en/account.json";
import articles from "./en/articles.json";
import cic from "./en/cic.json";
import common from "./en/common.json";
import community from "./en/community.json";
import deckGames from "./en/deckGames.json";
import editor from "./en/editor.json";
import games from "./en/games.json";
import home from "./en/home.json";
import howItWorks from "./en/howItWorks.json";
import info from "./en/info.json";
import messages from "./en/messages.json";
import partyGames from "./en/partyGames.json";
import play from "./en/play.json";
import print from "./en/print.json";
import premium from "./en/premium.json";
import shell from "./en/shell.json";
import squiffy from "./en/squiffy.json";
import tableGames from "./en/tableGames.json";
import teamGames from "./en/teamGames.json";
import tools from "./en/tools.json";

// Catalogues are bundled (no HTTP backend), one namespace per area of the product.
export const resources = {
  en: {
    account,
    articles,
    cic,
    common,
    community,
    deckGames,
    editor,
    games,
    home,
    howItWorks,
    info,
    messages,
    partyGames,
    play,
    print,
    premium,
    shell,
    squiffy,
    tableGames,
    teamGames,
    tools,
  },
} as const;

export const defaultNamespace = "common";
