import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { firstProblem, useLocalForm } from "#app/components/use-local-form.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { RoomField } from "./room-field.tsx";
import { passSeatFormSchema, roomFormLimits } from "./room-forms.ts";
import type { SectionProps } from "./room-section.ts";
import { useRefusalWords } from "./use-refusal-words.ts";

/**
 * The host's form to add a player who plays on the host's phone (docs/decisions/027-rooms.md):
 * the name is checked here as the room checks it, and the room's own refusal (a name taken)
 * shows at the field.
 */
export function AddPassSeat({ sending, send }: Omit<SectionProps, "view">) {
  const { t } = useTranslation("rooms");
  const refusalWords = useRefusalWords();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [form, fields] = useLocalForm("add-pass-seat", passSeatFormSchema, (value) => {
    void (async () => {
      const refused = await send(
        { type: "addPassSeat", name: value.passSeat },
        { shownHere: true },
      );
      setRefusal(refused);
      if (refused === null) setName("");
    })();
  });
  const checked = firstProblem(fields.passSeat.errors);
  return (
    <form id={form.id} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-2">
      <RoomField
        name={fields.passSeat.name}
        label={t("room.passSeats.addLabel")}
        hint={t("room.passSeats.addHint")}
        problem={checked ? refusalWords(checked) : refusal}
        value={name}
        maxLength={roomFormLimits.nameLength}
        autoComplete="off"
        onChange={(event) => {
          setName(event.target.value);
          setRefusal(null);
        }}
      />
      <Button type="submit" variant="secondary" disabled={sending}>
        <UserPlus aria-hidden className="size-5" />
        {t("room.passSeats.add")}
      </Button>
    </form>
  );
}
