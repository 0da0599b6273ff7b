import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { TFieldError } from "@shared/api/errors";

/** Put the server's field messages (a 400's `errors`) on the form fields they name. */
export function applyServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  return (errors: readonly TFieldError[]) => {
    let first = true;
    for (const { path, message } of errors) {
      if (!path) {
        setError("root.server", { type: "server", message });
        continue;
      }
      setError(path as Path<T>, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
  };
}
