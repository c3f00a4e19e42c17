import { createContext } from "react-router";
import type { RoomService } from "./room-service.server.ts";

// The process's rooms (several phones, one game); null while prerendering. Declared beside
// its type, so the shared app/context.ts needs no feature.
export const roomsContext = createContext<RoomService | null>(null);
