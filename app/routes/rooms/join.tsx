import { Form, Link, redirect, useNavigation } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { userContext } from "#app/context.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { normaliseRoomCode } from "#app/features/rooms/room.ts";
import { roomFormLimits } from "#app/features/rooms/room-forms.ts";
import { RoomField } from "#app/features/rooms/room-field.tsx";
import { useRefusalWords } from "#app/features/rooms/use-refusal-words.ts";
import { formText, seatAction } from "#app/features/rooms/seat-action.server.ts";
import { roomsContext } from "#app/features/rooms/rooms-context.ts";
import { readSeatPass } from "#app/features/rooms/seat-cookie.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/join";

// /join?code=KDPW is what a room's QR code and share link open.
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const code = normaliseRoomCode(url.searchParams.get("code") ?? "");
  const pass = readSeatPass(request.headers.get("cookie"));
  const rooms = context.get(roomsContext);
  const seated =
    code && pass?.code === code && rooms
      ? await rooms.seat(pass, request.headers.get(clientIpHeader))
      : null;
  // A phone already seated in this room goes straight back in.
  if (seated && "view" in seated) throw redirect(`/rooms/${code}`);
  const profile = await context.get(userContext).profile();
  return {
    code: code ?? "",
    name: profile?.username ?? "",
    // Only a phone that had a seat in the room is told it ended.
    ended: seated !== null && "refused" in seated && seated.refused === "ended",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return seatAction(
    request,
    context.get(roomsContext),
    context.get(userContext),
    ({ form, rooms, userId }) =>
      rooms.join({
        code: formText(form, "code"),
        name: formText(form, "name"),
        userId,
        address: request.headers.get(clientIpHeader),
        pass: readSeatPass(request.headers.get("cookie")),
        audience: formText(form, "audience") === "watch",
      }),
  );
}

export default function JoinRoom({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("rooms");
  const busy = useNavigation().state !== "idle";
  const problem = actionData?.problem ?? null;
  const words = useRefusalWords();
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-4 py-8">
      <PageMeta title={t("join.metaTitle")} description={t("join.description")} path="/join" />
      <h1 className="text-3xl font-extrabold">{t("join.title")}</h1>
      {loaderData.ended && (
        <p role="status" className="rounded-xl bg-night-800 px-4 py-3">
          {words("ended")}
        </p>
      )}
      <p className="text-muted">{t("join.intro")}</p>
      <Form method="post" className="flex flex-col gap-5">
        <RoomField
          name="code"
          label={t("join.code")}
          hint={t("join.codeHint")}
          defaultValue={loaderData.code}
          minLength={roomFormLimits.codeLength}
          maxLength={roomFormLimits.codeLength + 2}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="font-mono tracking-[0.3em] uppercase"
          problem={problem?.field === "code" ? words(problem.code) : null}
        />
        <RoomField
          name="name"
          label={t("join.name")}
          hint={t("join.nameHint")}
          defaultValue={loaderData.name}
          maxLength={roomFormLimits.nameLength}
          autoComplete="nickname"
          autoFocus={loaderData.code !== ""}
          problem={problem?.field === "name" ? words(problem.code) : null}
        />
        {problem && problem.field !== "code" && problem.field !== "name" && (
          <p role="alert" className="rounded-xl bg-danger/15 px-4 py-3 text-danger">
            {words(problem.code)}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("join.joining") : t("join.submit")}
        </Button>
        {/* The audience needs no name: this button skips the form's own checks. */}
        <Button
          type="submit"
          name="audience"
          value="watch"
          variant="secondary"
          formNoValidate
          disabled={busy}
        >
          {t("join.watch")}
        </Button>
        <p className="-mt-3 text-sm text-muted">{t("join.watchHint")}</p>
      </Form>
      <p className="text-center">
        <Link to="/rooms/new" className="font-semibold text-dojo-pink underline">
          {t("join.noCode")}
        </Link>
      </p>
    </div>
  );
}
