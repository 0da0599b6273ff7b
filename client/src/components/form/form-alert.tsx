// A form-level message: a server error with no field to point at (a 400's message without a path,
// a 409), under the form's submit row.
/** A form-level message (a server error with no field to point at). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
