import { expect, test } from "vitest";
import { roomTable, seat } from "./room-test-table.ts";
import {
  otherTeam,
  playsFor,
  teamNames,
  teamOf,
  teamsFor,
  teamsOfSeated,
  teamsWith,
  teamsWithNewcomers,
} from "./room-teams.ts";

const [ada, bo, cy, di] = ["Ada", "Bo", "Cy", "Di"].map((name) => seat(name));
if (!ada || !bo || !cy || !di) throw new Error("four seats");

test("a new game's seats alternate between the two teams", () => {
  const teams = teamsFor(roomTable([ada, bo, cy]));
  expect(teams.map(({ name, team }) => `${name}:${team}`)).toEqual(["Ada:0", "Bo:1", "Cy:0"]);
  expect(teamNames(teams)).toEqual([["Ada", "Cy"], ["Bo"]]);
  expect(teamOf(teams, bo.id)).toBe(1);
  expect(teamOf(teams, "nobody")).toBeNull();
  expect(otherTeam(0)).toBe(1);
  expect(otherTeam(1)).toBe(0);
});

test("a newcomer joins the smaller team, Team A on a tie, and a leaver leaves theirs", () => {
  const teams = teamsFor(roomTable([ada, bo, cy]));
  const joined = teamsWith(teams, roomTable([ada, bo, cy, di]));
  expect(teamOf(joined, di.id)).toBe(1);
  const eve = seat("Eve");
  expect(teamOf(teamsWith(joined, roomTable([ada, bo, cy, di, eve])), eve.id)).toBe(0);
  const left = teamsWith(joined, roomTable([bo, cy, di]));
  expect(teamNames(left)).toEqual([["Cy"], ["Bo", "Di"]]);
  const renamed = teamsWith(left, roomTable([{ ...bo, name: "Bobby" }, cy, di]));
  expect(teamNames(renamed)).toEqual([["Cy"], ["Bobby", "Di"]]);
});

test("a member plays for their team, and anyone for a team with nobody left", () => {
  const teams = teamsFor(roomTable([ada, bo, cy]));
  expect(playsFor(teams, 0, cy.id)).toBe(true);
  expect(playsFor(teams, 1, cy.id)).toBe(false);
  expect(playsFor(teams, 0, "nobody")).toBe(false);
  const onlyA = teamsWith(teams, roomTable([ada, cy]));
  expect(playsFor(onlyA, 1, ada.id)).toBe(true);
});

test("named teams lose their leavers, keep their members' names as seated, and take newcomers in", () => {
  const renamed = { ...bo, name: "Bobby" };
  const teams = [
    {
      id: "A",
      members: [
        { id: ada.id, name: ada.name },
        { id: cy.id, name: cy.name },
      ],
    },
    { id: "B", members: [{ id: bo.id, name: "Bo" }] },
    { id: "C", members: [{ id: di.id, name: di.name }] },
  ];
  const seated = teamsOfSeated(teams, roomTable([ada, renamed, cy]));
  expect(seated.map((team) => team.members.map(({ name }) => name))).toEqual([
    ["Ada", "Cy"],
    ["Bobby"],
    [],
  ]);
  const eve = seat("Eve");
  const fay = seat("Fay");
  const joined = teamsWithNewcomers(seated, roomTable([ada, renamed, cy, eve, fay]));
  // Eve joins the smallest team (C, empty); then B and C tie at one, and Fay joins B, the first.
  expect(
    joined.map((team) => `${team.id}:${team.members.map(({ name }) => name).join("+")}`),
  ).toEqual(["A:Ada+Cy", "B:Bobby+Fay", "C:Eve"]);
});
