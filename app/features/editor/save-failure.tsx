import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";

/** Why the save didn't happen, with the way to sign in again when the session ended. */
export function SaveFailure({
  failure,
}: {
  failure: { message: string; signedOut: boolean } | null;
}) {
  const { t } = useTranslation("editor");
  if (!failure) return null;
  return (
    <div
      role="alert"
      className="rounded-2xl bg-danger/10 p-4 font-bold text-danger ring-1 ring-danger/50"
    >
      <p>{failure.message}</p>
      {failure.signedOut ? (
        <p className="mt-1 font-normal text-ink">
          {t("save.signInAgain")}{" "}
          <Link to="/sign-in" className="font-bold text-dojo-cyan underline">
            {t("save.signIn")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
