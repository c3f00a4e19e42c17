import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { userContext } from "#app/context.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { normaliseRoomCode } from "#app/features/rooms/room.ts";
import {
  joinFormSchema,
  roomFormLimits,
  type JoinFormFields,
} from "#app/features/rooms/room-forms.ts";
import { RoomField } from "#app/features/rooms/room-field.tsx";
import { useRefusalWords } from "#app/features/rooms/use-refusal-words.ts";
import { seatAction } from "#app/features/rooms/seat-action.server.ts";
import { useRoomForm } from "#app/features/rooms/use-room-form.ts";
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
    joinFormSchema,
    ({ value, rooms, userId }) =>
      rooms.join({
        code: value.code,
        name: "name" in value ? value.name : "",
        userId,
        address: request.headers.get(clientIpHeader),
        pass: readSeatPass(request.headers.get("cookie")),
        audience: "audience" in value,
      }),
  );
}

export default function JoinRoom({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("rooms");
  const words = useRefusalWords();
  const { form, fields, busy, said, formMessage } = useRoomForm<JoinFormFields>(
    "join-room",
    joinFormSchema,
    actionData,
  );
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
      <Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
        <RoomField
          name="code"
          label={t("join.code")}
          hint={t("join.codeHint")}
          defaultValue={fields.code.initialValue ?? loaderData.code}
          minLength={roomFormLimits.codeLength}
          maxLength={roomFormLimits.codeLength + 2}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          className="font-mono tracking-[0.3em] uppercase"
          problem={said(fields.code.errors)}
        />
        <RoomField
          name="name"
          label={t("join.name")}
          hint={t("join.nameHint")}
          defaultValue={fields.name.initialValue ?? loaderData.name}
          maxLength={roomFormLimits.nameLength}
          autoComplete="nickname"
          autoFocus={loaderData.code !== ""}
          problem={said(fields.name.errors)}
        />
        {formMessage && (
          <p role="alert" className="rounded-xl bg-danger/15 px-4 py-3 text-danger">
            {formMessage}
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
