import { MeyerBoard } from "#app/games/meyer/meyer-board.tsx";
import { plays } from "#app/games/plays-game.ts";

export const handle = plays("meyer");

export default function Meyer() {
  return <MeyerBoard />;
}
