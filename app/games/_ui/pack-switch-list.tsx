import { Lock } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import { Switch } from "#app/components/ui/switch.tsx";
import { isLanguage } from "#app/i18n/language.ts";
import { languageNames } from "#app/i18n/language-names.ts";
import { useMinigamesStore } from "#app/state/minigames-store.ts";
import { activationBlock, dealtLevels, wildBlock } from "#app/games/_engine/packs.ts";
import { LevelPicker } from "./level-picker.tsx";
import { PackUnlock } from "./pack-unlock.tsx";
import type { PackSwitchState, PlayableDeckPack } from "./use-prompt-deck.ts";

interface PackSwitchesProps {
  packs: readonly PlayableDeckPack[];
  /** The game's pack switches (usePackSwitches): its switches, the toggle and the refusal to show. */
  deck: PackSwitchState;
}

/**
 * One switch per pack, labelled with its name (docs/product-rules.md#accessible-names);
 * premium packs show a lock, every pack its level. The table's levels sit above the switches.
 */
export default function PackSwitchList({ packs, deck }: PackSwitchesProps) {
  const { t, i18n } = useTranslation("play");
  const { t: tPremium } = useTranslation("premium");
  const onExplicitAllowed = useMinigamesStore((state) => state.setExplicitAllowed);
  const everyLanguage = useMinigamesStore((state) => state.everyLanguage);
  const onEveryLanguage = useMinigamesStore((state) => state.setEveryLanguage);
  const levels = useMinigamesStore((state) => state.levels);
  const setLevel = useMinigamesStore((state) => state.setLevel);
  const [levelRefusal, setLevelRefusal] = useState<string | null>(null);
  const { switches, togglePack: onToggle, refusal, explicitAllowed, rules } = deck;
  const hasExplicit = packs.some((pack) => pack.explicit);
  const visible = packs.filter((pack) => explicitAllowed || !pack.explicit);
  const wild = wildBlock(rules);
  const dealt = dealtLevels(rules);
  // The picked levels left no pack on: initialSwitches deals another rather than nothing.
  const fallback = packs.find(
    (pack) => !dealt.has(pack.level) && switches.some((s) => s.id === pack.id && s.active),
  );

  return (
    <section aria-labelledby="pack-switches-title">
      <h2 id="pack-switches-title" className="text-xl font-extrabold">
        {t("packs.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("packs.intro")}</p>
      <div className="mt-3">
        <LevelPicker
          title={t("packs.levelsTitle")}
          hint={t("packs.levelsHint")}
          levels={levels}
          wildUnavailable={
            wild === "alcoholFree"
              ? t("packs.wildAlcoholFree")
              : wild === "explicit"
                ? t("packs.wildNeeds18")
                : null
          }
          refusal={levelRefusal}
          onToggle={(level, on) =>
            setLevelRefusal(setLevel(level, on) ? null : t("packs.lastLevel"))
          }
        />
      </div>
      {fallback ? (
        <p className="mt-2 text-sm text-muted">
          {t("packs.levelFallback", { name: fallback.name })}
        </p>
      ) : null}
      <p role="status" className="mt-2 min-h-5 text-sm font-bold text-dojo-gold">
        {refusal}
      </p>
      <ul className="mt-1 flex flex-col gap-2">
        {visible.map((pack) => {
          const active = switches.find((entry) => entry.id === pack.id)?.active ?? false;
          const offLevel = activationBlock(pack, rules) === "level";
          return (
            <li key={pack.id} className="rounded-2xl bg-night-900 px-3 py-1 ring-1 ring-night-700">
              <Switch
                label={
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <span lang={pack.language}>{pack.name}</span>
                    {pack.language === i18n.language ? null : (
                      <span
                        lang={pack.language}
                        className="rounded-full bg-night-700 px-2 text-xs text-ink"
                      >
                        {isLanguage(pack.language) ? languageNames[pack.language] : pack.language}
                      </span>
                    )}
                    {pack.locked ? (
                      <Lock aria-hidden="true" className="size-4 text-dojo-gold" />
                    ) : null}
                    <span
                      data-level={pack.level}
                      className="rounded-full bg-night-700 px-2 text-xs text-ink"
                    >
                      {t(`packs.levels.${pack.level}`)}
                    </span>
                    {pack.premium ? (
                      <span className="rounded-full bg-dojo-gold/15 px-2 text-xs text-dojo-gold">
                        {t("packs.premium")}
                      </span>
                    ) : null}
                    {pack.explicit ? (
                      <span className="rounded-full bg-dojo-pink/15 px-2 text-xs text-dojo-pink">
                        {t("packs.explicit")}
                      </span>
                    ) : null}
                  </span>
                }
                hint={
                  pack.locked
                    ? t("packs.premiumLocked")
                    : offLevel && !active
                      ? t("packs.levelOff")
                      : `${pack.description} · ${t("packs.prompts", { count: pack.promptCount })}`
                }
                checked={active}
                disabled={pack.locked || offLevel}
                onCheckedChange={(checked) => onToggle(pack.id, checked)}
              />
              {pack.locked ? <PackUnlock packId={pack.id} packName={pack.name} /> : null}
            </li>
          );
        })}
      </ul>
      {visible.some((pack) => pack.locked) ? (
        <p className="mt-3 text-sm text-muted">
          {tPremium("packs.premiumHint")}{" "}
          <Link to="/info/pricing" className="font-bold text-dojo-gold">
            {tPremium("packs.seePremium")}
          </Link>
        </p>
      ) : null}
      <div className="mt-4 rounded-2xl bg-night-900 px-3 py-1 ring-1 ring-night-700">
        <Switch
          label={t("packs.everyLanguageTitle")}
          hint={t("packs.everyLanguageHint")}
          checked={everyLanguage}
          onCheckedChange={onEveryLanguage}
        />
      </div>
      {hasExplicit ? (
        <div className="mt-4 rounded-2xl bg-night-900 px-3 py-1 ring-1 ring-dojo-pink/40">
          <Switch
            label={t("packs.explicitTitle")}
            hint={t("packs.explicitHint")}
            checked={explicitAllowed}
            onCheckedChange={onExplicitAllowed}
          />
        </div>
      ) : null}
    </section>
  );
}
