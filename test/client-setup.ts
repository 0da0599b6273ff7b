import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait for an event the test caused, not for a deadline: on a busy machine a
// render can take seconds, so they give up only after 15 s (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
