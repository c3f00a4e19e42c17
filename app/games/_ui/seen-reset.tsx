import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useAccount } from "#app/state/use-account.ts";

type Step = "idle" | "confirming" | "busy" | "done" | "failed";

/**
 * "Reset what we've seen": after a second tap, every card comes back into play, on this phone
 * and, for a signed-in player, on the account.
 */
export function SeenReset() {
  const { t } = useTranslation("play");
  const signedIn = useAccount() !== null;
  const [step, setStep] = useState<Step>("idle");

  const reset = async () => {
    setStep("busy");
    // The history's code is the game's: loaded here, the settings of other games stay small.
    const { resetSeen } = await import("./seen-sync.ts");
    setStep((await resetSeen(signedIn)) ? "done" : "failed");
  };

  return (
    <section className="mt-6 flex flex-col gap-2" aria-labelledby="seen-reset-title">
      <h3 id="seen-reset-title" className="font-bold">
        {t("seen.title")}
      </h3>
      <p className="text-sm text-muted">{t(signedIn ? "seen.hintAccount" : "seen.hint")}</p>
      {step === "confirming" || step === "busy" ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="basis-full text-sm" role="status">
            {t("seen.confirm")}
          </span>
          <Button variant="danger" disabled={step === "busy"} onClick={() => void reset()}>
            {t("seen.yes")}
          </Button>
          <Button variant="ghost" onClick={() => setStep("idle")}>
            {t("seen.cancel")}
          </Button>
        </div>
      ) : (
        <Button
          variant="danger-outline"
          className="self-start"
          onClick={() => setStep("confirming")}
        >
          {t("seen.reset")}
        </Button>
      )}
      {step === "done" ? (
        <p role="status" className="text-sm">
          {t("seen.done")}
        </p>
      ) : null}
      {step === "failed" ? (
        <p role="alert" className="text-sm font-bold text-dojo-pink">
          {t("seen.failed")}
        </p>
      ) : null}
    </section>
  );
}
