import { RideTheBusBoard } from "./ride-the-bus-board.tsx";

export default function RideTheBus() {
  return <RideTheBusBoard />;
}
