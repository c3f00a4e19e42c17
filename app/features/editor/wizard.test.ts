import { describe, expect, test } from "vitest";
import { maxPrompts, packMessages } from "#app/domain/authored-pack.ts";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  addPrompt,
  addTag,
  editMetadata,
  editPrompt,
  editSaved,
  exit,
  fillAuthor,
  furthestStep,
  goTo,
  hasUnsavedWork,
  loadImported,
  loadPack,
  newWizard,
  next,
  nextPrompt,
  pastePrompts,
  play,
  previous,
  removePrompt,
  removeTag,
  reorderPrompt,
  reset,
  restart,
  restorePrompt,
  resumeStep,
  saved,
  saveRequest,
  visibleTags,
  wouldDiscardWork,
  type SavedPack,
  type WizardState,
  type WizardStep,
} from "./wizard.ts";

function valid<T extends object>(result: T | Invalid): T {
  if (isInvalid(result)) throw new Error(`refused: ${result.code}`);
  return result;
}

function at(state: WizardState, step: WizardStep): WizardState {
  return { ...state, step };
}

const goodMetadata = {
  name: "  Office party  ",
  description: " Prompts for the Friday bar ",
  author: " Mette ",
};

/** A pack with valid metadata and two prompts, on step 4. */
function filledPack(): WizardState {
  let state = editMetadata(at(newWizard(), 3), goodMetadata);
  state = valid(next(state));
  state = valid(addPrompt(state, " {player} picks the song "));
  return valid(addPrompt(state, "Everyone drinks"));
}

function savedPack(overrides: Partial<SavedPack> = {}): SavedPack {
  return {
    metadata: {
      name: "Office party",
      id: "abc234defg",
      description: "Prompts for the Friday bar",
      author: "Mette",
      explicit: false,
      alcohol: true,
      language: "en",
      creation_date: "2026-11-01T10:00:00.000Z",
      tags: ["friday", "draft"],
    },
    prompts: [{ text: "{player} picks the song" }, { text: "Everyone drinks" }],
    likes: 0,
    plays: 0,
    lastUpdated: "2026-11-01T10:00:00.000Z",
    status: "draft",
    ...overrides,
  };
}

/** A saved pack on step 6. */
function sharedPack(): WizardState {
  return saved(at(filledPack(), 5), savedPack());
}

describe("a new pack", () => {
  test("starts on step 1 with a new pack's defaults", () => {
    const state = newWizard();
    expect(state.step).toBe(1);
    expect(state.id).toBeNull();
    expect(state.likes).toBe(0);
    expect(state.plays).toBe(0);
    expect(state.metadata).toEqual({
      name: "",
      description: "",
      author: "",
      explicit: false,
      alcohol: false,
      language: "en",
      tags: ["draft"],
    });
    expect(state.prompts).toEqual([]);
    expect(state.dirty).toBe(false);
  });

  test("reset goes back to step 1 with a new pack, the author filled in", () => {
    const state = reset("mette");
    expect(state).toEqual({
      ...newWizard(),
      metadata: { ...newWizard().metadata, author: "mette" },
    });
  });

  test("a default author alone is no work to lose", () => {
    expect(hasUnsavedWork(editMetadata(newWizard(), { author: "mette" }))).toBe(false);
    expect(hasUnsavedWork(editMetadata(newWizard(), { name: "Mine" }))).toBe(true);
  });
});

describe("next and previous", () => {
  test("next moves from 1 to 2 to 3", () => {
    const two = valid(next(newWizard()));
    expect(two.step).toBe(2);
    expect(valid(next(two)).step).toBe(3);
  });

  test("leaving step 3 needs a name, a description and an author (with their messages)", () => {
    const state = valid(next(at(newWizard(), 3)));
    expect(state.step).toBe(3);
    expect(state.errors.metadata).toEqual({
      name: "nameRequired",
      description: "descriptionRequired",
      author: "authorRequired",
    });
  });

  test("blank (only spaces) values fail like empty ones", () => {
    const blank = editMetadata(at(newWizard(), 3), { name: "   ", description: "\t", author: " " });
    const state = valid(next(blank));
    expect(state.step).toBe(3);
    expect(Object.keys(state.errors.metadata)).toEqual(["name", "description", "author"]);
  });

  test("valid metadata moves to step 4, trimmed", () => {
    const state = valid(next(editMetadata(at(newWizard(), 3), goodMetadata)));
    expect(state.step).toBe(4);
    expect(state.metadata).toMatchObject({
      name: "Office party",
      description: "Prompts for the Friday bar",
      author: "Mette",
      tags: ["draft"],
    });
    expect(state.errors.metadata).toEqual({});
  });

  test("editing a field clears its error and only its error", () => {
    const failed = valid(next(at(newWizard(), 3)));
    const state = editMetadata(failed, { name: "Fixed" });
    expect(state.errors.metadata).toEqual({
      description: "descriptionRequired",
      author: "authorRequired",
    });
  });

  test("leaving step 4 needs at least one prompt", () => {
    const state = valid(next(at(editMetadata(newWizard(), goodMetadata), 4)));
    expect(state.step).toBe(4);
    expect(state.errors.list).toBe("promptsRequired");
  });

  test("leaving step 4 needs every prompt to have text", () => {
    const withBlank = valid(addPrompt(filledPack(), "   "));
    const blankId = withBlank.prompts[2]?.id ?? -1;
    const state = valid(next(withBlank));
    expect(state.step).toBe(4);
    expect(state.errors.prompts).toEqual({ [blankId]: "promptTextRequired" });
    expect(state.errors.list).toBeNull();
  });

  test("valid prompts move to step 5, trimmed, ids kept", () => {
    const before = filledPack();
    const state = valid(next(before));
    expect(state.step).toBe(5);
    expect(state.prompts).toEqual([
      { id: before.prompts[0]?.id, text: "{player} picks the song" },
      { id: before.prompts[1]?.id, text: "Everyone drinks" },
    ]);
  });

  test("step 5 moves on to 6 only once saved: 'No Game to Save Yet!' without an id", () => {
    const review = at(filledPack(), 5);
    const refused = next(review);
    expect(isInvalid(refused) && refused.code).toBe("noPackYet");
    expect(packMessages.noPackYet).toBe("No Game to Save Yet!");

    const savedThenEdited = editMetadata(at(sharedPack(), 5), { name: "Changed" });
    const unsaved = next(savedThenEdited);
    expect(isInvalid(unsaved) && unsaved.code).toBe("unsavedChanges");

    expect(valid(next(at(sharedPack(), 5))).step).toBe(6);
  });

  test("next stays on step 6, the last editing step", () => {
    const state = sharedPack();
    expect(valid(next(state))).toBe(state);
  });

  test("previous moves back one step, never below 1, and clears errors", () => {
    const failed = valid(next(at(newWizard(), 3)));
    const back = previous(failed);
    expect(back.step).toBe(2);
    expect(back.errors.metadata).toEqual({});
    expect(previous(previous(back)).step).toBe(1);
    expect(previous(sharedPack()).step).toBe(5);
  });
});

describe("the URL step and the state step", () => {
  test("steps 1–3 are always open", () => {
    for (const step of [1, 2, 3] as const) expect(goTo(newWizard(), step).step).toBe(step);
  });

  test("a step the pack doesn't allow yet lands on the furthest allowed one", () => {
    expect(goTo(newWizard(), 5).step).toBe(3);
    expect(goTo(newWizard(), 6).step).toBe(3);
    const metadataOnly = editMetadata(newWizard(), goodMetadata);
    expect(goTo(metadataOnly, 5).step).toBe(4);
    expect(goTo(filledPack(), 6).step).toBe(5);
    expect(goTo(filledPack(), 7).step).toBe(5);
    expect(goTo(at(sharedPack(), 1), 6).step).toBe(6);
  });

  test("step 7 only while a game is being played; leaving it ends the game", () => {
    expect(goTo(sharedPack(), 7).step).toBe(6);
    const playing = valid(play(sharedPack(), createRng(1)));
    expect(goTo(playing, 7)).toBe(playing);
    const left = goTo(playing, 4);
    expect(left.step).toBe(4);
    expect(left.play).toBeNull();
  });

  test("asking for the step it is on changes nothing", () => {
    const state = filledPack();
    expect(goTo(state, 4)).toBe(state);
  });

  test("furthest and resume steps follow the pack's progress", () => {
    expect(furthestStep(newWizard())).toBe(3);
    expect(furthestStep(filledPack())).toBe(5);
    expect(furthestStep(sharedPack())).toBe(6);
    expect(resumeStep(valid(play(sharedPack(), createRng(2))))).toBe(6);
  });
});

describe("tags", () => {
  test("are added lower-cased, once, with a leading # dropped", () => {
    let state = addTag(newWizard(), "#Friday");
    state = addTag(state, "friday");
    expect(state.metadata.tags).toEqual(["draft", "friday"]);
    expect(visibleTags(state.metadata.tags)).toEqual(["friday"]);
  });

  test("a bad tag is refused at the field and changes nothing else", () => {
    const before = newWizard();
    const state = addTag(before, "two words");
    expect(state.metadata.tags).toEqual(before.metadata.tags);
    expect(state.errors.metadata.tags).toBe("tagInvalid");
    expect(addTag(state, "fine").errors.metadata.tags).toBeUndefined();
  });

  test("at most 10 tags besides 'draft'", () => {
    let state = newWizard();
    for (let index = 0; index < 10; index++) state = addTag(state, `tag${index}`);
    const full = addTag(state, "one-more");
    expect(visibleTags(full.metadata.tags)).toHaveLength(10);
    expect(full.errors.metadata.tags).toBe("tooManyTags");
  });

  test("are removed, and a blank one is ignored", () => {
    const state = addTag(newWizard(), "games");
    expect(removeTag(state, "games").metadata.tags).toEqual(["draft"]);
    expect(addTag(state, "  ")).toBe(state);
  });
});

describe("prompts", () => {
  test("are added, edited and deleted; editing clears that prompt's error", () => {
    let state = valid(addPrompt(at(newWizard(), 4)));
    const id = state.prompts[0]?.id ?? -1;
    state = valid(next(state));
    expect(state.errors.prompts[id]).toBe("promptTextRequired");
    state = editPrompt(state, id, "Waterfall");
    expect(state.errors.prompts).toEqual({});
    expect(state.prompts).toEqual([{ id, text: "Waterfall" }]);
    expect(removePrompt(state, id).prompts).toEqual([]);
  });

  test("adding one clears 'You need to add at least one prompt'", () => {
    const failed = valid(next(at(editMetadata(newWizard(), goodMetadata), 4)));
    expect(valid(addPrompt(failed)).errors.list).toBeNull();
  });

  test("ids stay unique after deletes", () => {
    let state = valid(addPrompt(newWizard(), "a"));
    state = valid(addPrompt(state, "b"));
    state = removePrompt(state, state.prompts[1]?.id ?? -1);
    state = valid(addPrompt(state, "c"));
    const ids = state.prompts.map((prompt) => prompt.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("a deleted prompt can be put back where it was, once", () => {
    const state = valid(addPrompt(filledPack(), "Third"));
    const [, second] = state.prompts;
    if (!second) throw new Error("no second prompt");
    const removed = removePrompt(state, second.id);
    const restored = valid(restorePrompt(removed, second, 1));
    expect(restored.prompts).toEqual(state.prompts);
    expect(valid(restorePrompt(restored, second, 1))).toBe(restored);
    expect(valid(restorePrompt(removed, second, 99)).prompts.at(-1)).toEqual(second);
  });

  test("move up and down, and stay put at either end", () => {
    const state = valid(addPrompt(filledPack(), "Third"));
    const [first, , third] = state.prompts;
    const down = reorderPrompt(state, first?.id ?? -1, 1);
    expect(down.prompts.map((prompt) => prompt.text.trim())).toEqual([
      "Everyone drinks",
      "{player} picks the song",
      "Third",
    ]);
    expect(reorderPrompt(state, first?.id ?? -1, -1)).toBe(state);
    expect(reorderPrompt(state, third?.id ?? -1, 1)).toBe(state);
    expect(reorderPrompt(state, 999, 1)).toBe(state);
  });

  test("pasting adds one prompt per line and fills the blank rows' place", () => {
    const withBlank = valid(addPrompt(newWizard()));
    const state = valid(pastePrompts(withBlank, "First\n\n- Second\r\n  3. Third  \n"));
    expect(state.prompts.map((prompt) => prompt.text)).toEqual(["First", "Second", "Third"]);
    expect(state.dirty).toBe(true);
  });

  test("pasting nothing but blank lines is refused and changes nothing", () => {
    const refused = pastePrompts(newWizard(), " \n\n ");
    expect(isInvalid(refused) && refused.code).toBe("nothingToPaste");
  });

  test(`a pack holds at most ${maxPrompts} prompts`, () => {
    const lines = Array.from({ length: maxPrompts }, (_, index) => `Prompt ${index}`).join("\n");
    const full = valid(pastePrompts(newWizard(), lines));
    expect(full.prompts).toHaveLength(maxPrompts);
    const added = addPrompt(full);
    expect(isInvalid(added) && added.code).toBe("tooManyPrompts");
    const pasted = pastePrompts(valid(pastePrompts(newWizard(), "one")), lines);
    expect(isInvalid(pasted) && pasted.code).toBe("tooManyPrompts");
  });
});

describe("saving", () => {
  test("as a draft adds the 'draft' tag; finished removes it", () => {
    const state = addTag(filledPack(), "friday");
    const draft = saveRequest(state, true);
    const finished = saveRequest(state, false);
    expect(draft.ok && draft.input.metadata.tags).toEqual(["friday", "draft"]);
    expect(finished.ok && finished.input.metadata.tags).toEqual(["friday"]);
    expect(finished.ok && finished.input.metadata.name).toBe("Office party");
    expect(finished.ok && finished.input.prompts[0]?.text).toBe("{player} picks the song");
  });

  test("an invalid pack is not sent: its errors show on the step they belong to", () => {
    const noName = saveRequest(at(editMetadata(filledPack(), { name: "" }), 5), false);
    expect(noName).toMatchObject({
      ok: false,
      state: { step: 3, errors: { metadata: { name: "nameRequired" } } },
    });
    const noPrompts = saveRequest(at(editMetadata(newWizard(), goodMetadata), 5), true);
    expect(!noPrompts.ok && noPrompts.state.step).toBe(4);
    expect(!noPrompts.ok && noPrompts.state.errors.list).toBe("promptsRequired");
  });

  test("a successful save moves to step 6 with the server's pack", () => {
    const state = saved(at(filledPack(), 5), savedPack({ status: "published", plays: 4 }));
    expect(state.step).toBe(6);
    expect(state.id).toBe("abc234defg");
    expect(state.status).toBe("published");
    expect(state.dirty).toBe(false);
    expect(state.plays).toBe(4);
    expect(state.prompts.map((prompt) => prompt.text)).toEqual([
      "{player} picks the song",
      "Everyone drinks",
    ]);
  });

  test("an edit after saving makes the pack unsaved again", () => {
    expect(editPrompt(sharedPack(), sharedPack().prompts[0]?.id ?? -1, "New").dirty).toBe(true);
    expect(hasUnsavedWork(sharedPack())).toBe(false);
  });
});

describe("loading", () => {
  test("one of the author's packs opens on step 3, saved", () => {
    const state = loadPack(savedPack());
    expect(state.step).toBe(3);
    expect(state.id).toBe("abc234defg");
    expect(state.dirty).toBe(false);
    expect(state.prompts).toHaveLength(2);
  });

  test("opening a saved pack keeps this browser's newer changes to that pack only", () => {
    const edited = editMetadata(at(sharedPack(), 1), { name: "Newer here" });
    const reopened = editSaved(edited, savedPack());
    expect(reopened.step).toBe(3);
    expect(reopened.metadata.name).toBe("Newer here");
    expect(wouldDiscardWork(edited, savedPack())).toBe(false);

    const other = savedPack({ metadata: { ...savedPack().metadata, id: "other23456" } });
    expect(wouldDiscardWork(edited, other)).toBe(true);
    expect(editSaved(edited, other).id).toBe("other23456");
    expect(editSaved(sharedPack(), savedPack()).dirty).toBe(false);
  });

  test("an imported file opens on step 3 as a new local draft, odd fields emptied", () => {
    const state = loadImported({
      metadata: {
        name: "From a file",
        description: 42,
        author: null,
        explicit: true,
        alcohol: "yes",
        language: "klingon",
        tags: ["party", 7],
      },
      prompts: [{ text: "One" }, { text: undefined }],
      likes: 12,
      plays: 30,
    });
    expect(state.step).toBe(3);
    expect(state.id).toBeNull();
    expect(state.dirty).toBe(true);
    expect(state.likes).toBe(0);
    expect(state.metadata).toEqual({
      name: "From a file",
      description: "",
      author: "",
      explicit: true,
      alcohol: false,
      language: "en",
      tags: ["party", "draft"],
    });
    expect(state.prompts.map((prompt) => prompt.text)).toEqual(["One", ""]);
    expect(valid(next(state)).errors.metadata).toEqual({
      description: "descriptionRequired",
      author: "authorRequired",
    });
  });

  test("an imported Danish pack stays Danish, and a new pack takes the language it is given", () => {
    const danish = loadImported({
      metadata: {
        name: "Fra en fil",
        description: "Kort på dansk",
        author: "Søren",
        explicit: false,
        alcohol: false,
        language: "da",
        tags: [],
      },
      prompts: [{ text: "Jeg har aldrig spist rugbrød til morgenmad" }],
      likes: 0,
      plays: 0,
    });
    expect(danish.metadata.language).toBe("da");
    expect(newWizard("søren", "da").metadata.language).toBe("da");
    expect(newWizard().metadata.language).toBe("en");
    const request = saveRequest(danish, true);
    expect(request.ok && request.input.metadata.language).toBe("da");
  });

  test("the signed-in username fills an empty author only", () => {
    expect(fillAuthor(newWizard(), "mette").metadata.author).toBe("mette");
    expect(fillAuthor(newWizard(), "mette").dirty).toBe(false);
    const named = editMetadata(newWizard(), { author: "Someone" });
    expect(fillAuthor(named, "mette")).toBe(named);
  });
});

describe("playing", () => {
  test("play needs a saved pack: 'No Game to Save Yet!' without an id", () => {
    const refused = play(at(filledPack(), 6), createRng(1));
    expect(isInvalid(refused) && refused.code).toBe("noPackYet");
    const edited = editMetadata(sharedPack(), { name: "Changed" });
    const unsaved = play(edited, createRng(1));
    expect(isInvalid(unsaved) && unsaved.code).toBe("unsavedChanges");
  });

  test("play goes to step 7 with the prompts shuffled and index 0", () => {
    const texts = Array.from({ length: 12 }, (_, index) => ({ text: `Prompt ${index}` }));
    const pack = saved(newWizard(), savedPack({ prompts: texts }));
    const state = valid(play(pack, createRng(7)));
    expect(state.step).toBe(7);
    expect(state.play?.index).toBe(0);
    expect(state.play?.over).toBe(false);
    expect([...(state.play?.cards ?? [])].sort()).toEqual(texts.map((t) => t.text).sort());
    expect(state.play?.cards).not.toEqual(texts.map((t) => t.text));
    // The same seed deals the same order: the random source is the only chance involved.
    expect(valid(play(pack, createRng(7))).play?.cards).toEqual(state.play?.cards);
  });

  test("next prompt advances until the last, then the game is over", () => {
    let state = valid(play(sharedPack(), createRng(3)));
    state = nextPrompt(state);
    expect(state.play?.index).toBe(1);
    expect(state.play?.over).toBe(false);
    state = nextPrompt(state);
    expect(state.play?.over).toBe(true);
    expect(nextPrompt(state)).toEqual(state);
  });

  test("restart reshuffles from the first card", () => {
    const texts = Array.from({ length: 20 }, (_, index) => ({ text: `P${index}` }));
    const pack = saved(newWizard(), savedPack({ prompts: texts }));
    let state = valid(play(pack, createRng(1)));
    state = nextPrompt(nextPrompt(state));
    const again = restart(state, createRng(99));
    expect(again.play?.index).toBe(0);
    expect(again.play?.over).toBe(false);
    expect(again.play?.cards).not.toEqual(state.play?.cards);
    expect([...(again.play?.cards ?? [])].sort()).toEqual([...(state.play?.cards ?? [])].sort());
  });

  test("exit returns to step 6; previous from 7 is exit", () => {
    const playing = valid(play(sharedPack(), createRng(3)));
    expect(exit(playing)).toMatchObject({ step: 6, play: null });
    expect(previous(playing)).toMatchObject({ step: 6, play: null });
    const notPlaying = sharedPack();
    expect(exit(notPlaying)).toBe(notPlaying);
  });

  test("next prompt and restart do nothing when no game is on", () => {
    const state = sharedPack();
    expect(nextPrompt(state)).toBe(state);
    expect(restart(state, createRng(1))).toBe(state);
  });
});
