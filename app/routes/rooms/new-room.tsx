import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { languageContext, userContext } from "#app/context.ts";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import {
  newRoomFormSchema,
  roomFormLimits,
  type NewRoomFormFields,
} from "#app/features/rooms/room-forms.ts";
import {
  isRoomGame,
  firstRoomGame,
  roomGameSlugs,
  sharedScreen,
  sharedScreenGame,
  sharedScreenGames,
} from "#app/features/rooms/room-game-slugs.ts";
import { RoomField } from "#app/features/rooms/room-field.tsx";
import { usePlayName } from "#app/features/rooms/use-play-name.ts";
import { roomsContext } from "#app/features/rooms/rooms-context.ts";
import { seatAction } from "#app/features/rooms/seat-action.server.ts";
import { useRoomForm } from "#app/features/rooms/use-room-form.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/new-room";

export async function loader({ context, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get("game") ?? "";
  const profile = await context.get(userContext).profile();
  // A game page's "Play on everyone's phone" names its game; one phones can't each play is
  // offered on the host's screen.
  const shared = sharedScreenGame(asked)?.slug ?? null;
  return {
    game: isRoomGame(asked) ? asked : shared ? sharedScreen : firstRoomGame(),
    shared: shared ?? sharedScreenGames()[0]?.slug ?? "",
    name: profile?.username ?? "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return seatAction(
    request,
    context.get(roomsContext),
    context.get(userContext),
    () => newRoomFormSchema,
    ({ value, rooms, userId }) =>
      rooms.create({
        ...(value.game === sharedScreen
          ? { game: value.shared ?? "", onHostScreen: true }
          : { game: value.game }),
        hostName: value.name,
        userId,
        address: request.headers.get(clientIpHeader),
        language: context.get(languageContext),
      }),
  );
}

export default function NewRoom({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("rooms");
  const { t: games } = useTranslation("games");
  const playName = usePlayName();
  const { form, fields, busy, said, formMessage } = useRoomForm<NewRoomFormFields>(
    "new-room",
    () => newRoomFormSchema,
    actionData,
  );
  const gameProblem = said(fields.game.errors) ?? said(fields.shared.errors);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-4 py-8">
      <PageMeta
        title={t("newRoom.metaTitle")}
        description={t("newRoom.description")}
        path="/rooms/new"
      />
      <h1 className="text-3xl font-extrabold">{t("newRoom.title")}</h1>
      <p className="text-muted">{t("newRoom.intro")}</p>
      <Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={gameProblem ? fields.game.errorId : undefined}
        >
          <legend className="mb-2 font-bold">{t("newRoom.game")}</legend>
          {roomGameSlugs().map((slug) => (
            <label
              key={slug}
              className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl bg-night-800 px-4 py-3 ring-1 ring-night-600 has-[:checked]:bg-dojo-pink/15 has-[:checked]:ring-dojo-pink"
            >
              <input
                type="radio"
                name="game"
                value={slug}
                defaultChecked={slug === loaderData.game}
                className="mt-1 size-5 accent-dojo-pink"
              />
              <span className="flex flex-col">
                <span className="font-semibold">{playName(slug, null)}</span>
                <span className="text-sm text-muted">
                  {t(`gamePitches.${slug}`, { defaultValue: "" })}
                </span>
              </span>
            </label>
          ))}
          <label className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl bg-night-800 px-4 py-3 ring-1 ring-night-600 has-[:checked]:bg-dojo-pink/15 has-[:checked]:ring-dojo-pink">
            <input
              type="radio"
              name="game"
              value={sharedScreen}
              defaultChecked={loaderData.game === sharedScreen}
              className="mt-1 size-5 accent-dojo-pink"
            />
            <span className="flex flex-col">
              <span className="font-semibold">{t("gameNames.shared-screen")}</span>
              <span className="text-sm text-muted">{t("gamePitches.shared-screen")}</span>
            </span>
          </label>
          <label className="flex flex-col gap-2 pl-12 text-sm font-semibold">
            {t("room.shared.pick")}
            <select
              name="shared"
              defaultValue={loaderData.shared}
              className="min-h-12 rounded-xl bg-night-950 px-3 text-base font-normal text-ink ring-1 ring-night-600"
            >
              {sharedScreenGames().map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {games(`catalogue.${entry.slug}.name`)}
                </option>
              ))}
            </select>
          </label>
          {gameProblem && (
            <p id={fields.game.errorId} role="alert" className="text-sm font-semibold text-danger">
              {gameProblem}
            </p>
          )}
        </fieldset>
        <RoomField
          name="name"
          label={t("newRoom.name")}
          hint={t("newRoom.nameHint")}
          defaultValue={fields.name.initialValue ?? loaderData.name}
          maxLength={roomFormLimits.nameLength}
          autoComplete="nickname"
          problem={said(fields.name.errors)}
        />
        {formMessage && (
          <p role="alert" className="rounded-xl bg-danger/15 px-4 py-3 text-danger">
            {formMessage}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t("newRoom.starting") : t("newRoom.submit")}
        </Button>
      </Form>
      <p className="text-center text-muted">
        {t("newRoom.haveCode")}{" "}
        <Link to="/join" className="font-semibold text-dojo-pink underline">
          {t("newRoom.joinInstead")}
        </Link>
      </p>
    </div>
  );
}
