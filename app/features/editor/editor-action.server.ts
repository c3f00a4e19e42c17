import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { RequestUser } from "#app/domain/session-user.ts";
import type { Database } from "#db/client.server.ts";
import { readFormBody } from "#app/utils/http/form-body.ts";
import { authoredPackInputSchema, isPackProblem, withDraftTag } from "#app/domain/authored-pack.ts";
import { readPackFile } from "#app/domain/authored-pack-import.ts";
import { isNestedTooDeep } from "#app/utils/http/storable-text.ts";
import {
  createPack,
  markPackShared,
  updatePack,
  type PackWriteResult,
} from "#app/domain/authored-packs.server.ts";
import { isPackId } from "#app/domain/pack-id.ts";
import type { EditorAnswer, EditorProblem } from "./editor-answer.ts";
import { editorFormProblem, editorFormSchema } from "./editor-form.ts";

function refuse(problem: EditorProblem, status: number) {
  return data<EditorAnswer>({ ok: false, problem }, { status });
}

/** A pack the schema refused: `invalid`, naming its first problem when it is a pack's. */
function refuseInvalid(issues: readonly { message: string }[]) {
  const issue = issues.map((found) => found.message).find(isPackProblem);
  return data<EditorAnswer>(
    issue ? { ok: false, problem: "invalid", issue } : { ok: false, problem: "invalid" },
    { status: 400 },
  );
}

function written(result: PackWriteResult) {
  return result.ok
    ? data<EditorAnswer>({ ok: true, pack: result.pack })
    : refuse(result.problem, result.status);
}

/** The `pack` field: the pack as JSON text, parsed; undefined when it isn't JSON. */
function parsePackText(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    // The server's depth limit covers JSON bodies, not JSON inside a form field.
    return isNestedTooDeep(parsed) ? undefined : parsed;
  } catch {
    return undefined;
  }
}

/**
 * The editor's writes (docs/product-rules.md#pack-editor), as form data with an `intent`
 * (editor-form.ts): `save` (the pack as JSON in `pack`, `id` once it has one), `import` (a pack
 * file's JSON in `pack`, kept as a draft) and `share` (`id` of a published pack). The pack is
 * checked with the same schema as the JSON API's. Every refusal is a code the editor words.
 */
export async function editorAction(request: Request, db: Database, visitor: RequestUser) {
  const read = await readFormBody(request);
  if (!read.ok) return refuse("failed", read.status);
  const user = await visitor.user();
  if (!user) return refuse("signedOut", 401);
  const submission = parseWithZod(read.form, { schema: editorFormSchema });
  if (submission.status !== "success") {
    const problem = editorFormProblem(submission.error);
    return refuse(problem, problem === "notFound" ? 404 : 400);
  }
  const form = submission.value;

  if (form.intent === "share") {
    return (await markPackShared(db, user.id, form.id))
      ? data<EditorAnswer>({ ok: true })
      : refuse("notFound", 404);
  }

  if (form.intent === "import") {
    const found = readPackFile(parsePackText(form.pack));
    if (!found.ok) return refuse(found.problem, 400);
    const parsed = authoredPackInputSchema.safeParse(found.pack);
    if (!parsed.success) return refuseInvalid(parsed.error.issues);
    await visitor.profile();
    const draft = {
      ...parsed.data,
      metadata: { ...parsed.data.metadata, tags: withDraftTag(parsed.data.metadata.tags, true) },
    };
    return written(await createPack(db, user.id, draft));
  }

  const parsed = authoredPackInputSchema.safeParse(parsePackText(form.pack));
  if (!parsed.success) return refuseInvalid(parsed.error.issues);
  await visitor.profile();
  if (form.id !== undefined && isPackId(form.id)) {
    const updated = await updatePack(db, user.id, form.id, parsed.data);
    // The saved copy is gone (deleted from the profile, or it belonged to another account
    // on this phone): what is in the editor is saved as a new pack instead of being stuck.
    if (updated.ok || updated.problem !== "notFound") return written(updated);
  }
  return written(await createPack(db, user.id, parsed.data));
}
