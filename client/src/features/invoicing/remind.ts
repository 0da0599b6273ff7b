// The reminder button alone, for the dashboard's recent documents: the area's index also reaches
// the send and payment dialogs (their forms, zod schemas and Radix Select), and whatever the
// dashboard reaches statically is in its first download.
export { RemindButton } from "./components/remind-button";
