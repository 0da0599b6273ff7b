import type { TAdminUser } from "@shared/api/admin";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { UserAction } from "../api/update-admin-user";
import { ACTION_INFO, confirmationText } from "./user-actions";

/** Spec section 2: 'Confirm Action', the sentence, Cancel, and a button named by the action. */
export function UserActionDialog({
  pending,
  isPending,
  onConfirm,
  onCancel,
}: {
  pending: { user: TAdminUser; action: UserAction } | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const info = pending ? ACTION_INFO[pending.action] : undefined;
  return (
    <Dialog
      open={!!pending}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirm Action</DialogTitle>
          <DialogDescription>
            {pending ? confirmationText(pending.action, pending.user) : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button
            variant={info?.destructive ? "destructive" : "default"}
            onClick={onConfirm}
            disabled={isPending}
          >
            {isPending ? "Processing..." : info?.label}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
