/** A prompt while it is being written; the id keeps its row (and focus) through reorders. */
export interface EditorPrompt {
  id: number;
  text: string;
}

// People paste lists from notes apps and chats, where each line often starts with a bullet
// or a number. The marker is layout, not part of the prompt.
const listMarker = /^(?:[-*•·–—]|\(?\d{1,3}[.)])(?:\s+|$)/u;

/** One prompt per non-blank line of pasted text, trimmed, list markers removed. */
export function parsePromptLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(listMarker, "").trim())
    .filter((line) => line.length > 0);
}

/**
 * Moves a prompt one place up (-1) or down (+1). At either end, or for an unknown id, the
 * list comes back unchanged (the same array), so callers can tell nothing moved.
 */
export function movePrompt(
  prompts: readonly EditorPrompt[],
  id: number,
  offset: -1 | 1,
): readonly EditorPrompt[] {
  const from = prompts.findIndex((prompt) => prompt.id === id);
  const to = from + offset;
  if (from === -1 || to < 0 || to >= prompts.length) return prompts;
  const moved = [...prompts];
  const [prompt] = moved.splice(from, 1);
  if (!prompt) return prompts;
  moved.splice(to, 0, prompt);
  return moved;
}
