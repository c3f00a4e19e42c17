import { redirect } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { clientIpHeader } from "#app/features/auth/client-ip.server.ts";
import { normaliseRoomCode } from "#app/features/rooms/room.ts";
import { RoomScreen } from "#app/features/rooms/room-screen.tsx";
import { roomsContext } from "#app/features/rooms/rooms-context.ts";
import { readSeatPass } from "#app/features/rooms/seat-cookie.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { getEnv } from "#app/env.server.ts";
import type { Route } from "./+types/room";

// A room's page shows this phone's seat; a phone without one is sent to join first.
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const code = normaliseRoomCode(params.code);
  if (!code) throw redirect("/join");
  if (code !== params.code) throw redirect(`/rooms/${code}`);
  const joinPath = `/join?code=${code}`;
  const pass = readSeatPass(request.headers.get("cookie"));
  const rooms = context.get(roomsContext);
  const address = request.headers.get(clientIpHeader);
  const seated = pass?.code === code && rooms ? await rooms.seat(pass, address) : null;
  // The join page says when this phone's room has ended; every other refusal looks alike there.
  if (!seated || "refused" in seated) throw redirect(joinPath);
  return { view: seated.view, joinUrl: `${getEnv().BASE_URL.replace(/\/+$/, "")}${joinPath}` };
}

export default function Room({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("rooms");
  return (
    <>
      <PageMeta
        title={t("room.metaTitle", { code: loaderData.view.code })}
        description={t("room.description")}
      />
      <RoomScreen
        key={loaderData.view.code}
        initial={loaderData.view}
        joinUrl={loaderData.joinUrl}
      />
    </>
  );
}
