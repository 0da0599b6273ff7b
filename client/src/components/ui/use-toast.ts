// A tiny toast store outside React, so any code (a mutation callback, a redirect rule) can raise a
// toast without a context. Spec section 9: one toast at a time; a dismissed toast stays in memory
// for 1,000,000 ms so its exit animation never races the removal.
import * as React from "react";
import type { ToastActionElement, ToastProps } from "./toast";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type State = { toasts: ToasterToast[] };

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      if (toastId) scheduleRemoval(toastId);
      else state.toasts.forEach((t) => scheduleRemoval(t.id));
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE_TOAST":
      if (action.toastId === undefined) {
        shown.clear();
        return { toasts: [] };
      }
      shown.delete(action.toastId);
      return { toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// Toasts the toaster has put on screen, and who waits for one to be.
const shown = new Set<string>();
const shownWaiters = new Map<string, (() => void)[]>();

/** The toaster calls this once a toast is on screen. */
export function markToastShown(id: string) {
  if (shown.has(id)) return;
  shown.add(id);
  shownWaiters.get(id)?.forEach((resolve) => resolve());
  shownWaiters.delete(id);
}

/**
 * Settles once the toast is on screen (the toaster is a lazy chunk: it may still be loading), or
 * after `timeoutMs` whatever happened, so nothing waits forever on a toaster that failed to load.
 */
export function toastShown(id: string, timeoutMs = 3_000): Promise<void> {
  if (shown.has(id)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    shownWaiters.set(id, [
      ...(shownWaiters.get(id) ?? []),
      () => {
        clearTimeout(timer);
        resolve();
      },
    ]);
  });
}

const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export type ToastInput = Omit<ToasterToast, "id">;

export function toast(props: ToastInput) {
  const id = genId();
  const update = (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = React.useState<State>(memoryState);

  React.useEffect(() => {
    listeners.add(setState);
    // A toast raised between render and subscription would otherwise be missed.
    setState(memoryState);
    return () => {
      listeners.delete(setState);
    };
  }, []);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}

/** Test hook: forget every toast and pending removal. */
export function resetToasts() {
  removeTimeouts.forEach((timeout) => clearTimeout(timeout));
  removeTimeouts.clear();
  dispatch({ type: "REMOVE_TOAST" });
}
