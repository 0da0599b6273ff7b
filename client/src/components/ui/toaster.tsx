import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { useEffect } from "react";
import { markToastShown, useToast } from "./use-toast";

export function Toaster() {
  const { toasts } = useToast();
  // Effects run once the toasts are in the page: whoever waits for one to be seen may go on.
  useEffect(() => {
    for (const t of toasts) if (t.open !== false) markToastShown(t.id);
  }, [toasts]);

  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
