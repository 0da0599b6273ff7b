import { useState } from "react";
import { cn, initialsOf } from "@/lib/utils";

/** The profile picture, or initials when there is none or it fails to load. */
export function UserAvatar({
  imageUrl,
  initials,
  className,
}: {
  imageUrl: string | null;
  initials: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const base = cn("size-8 shrink-0 rounded-full ring-2 ring-white", className);
  if (imageUrl && !failed) {
    // Decorative: the user's name is shown beside it.
    return (
      <img
        src={imageUrl}
        alt=""
        className={cn(base, "object-cover")}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        "flex items-center justify-center bg-gradient-to-br from-blue-500 to-indigo-600 text-xs font-semibold text-white",
      )}
    >
      {initials}
    </span>
  );
}

export function userInitials(
  user: { firstName: string | null; lastName: string | null; email: string } | null,
) {
  if (!user) return "U";
  return user.firstName || user.lastName
    ? initialsOf(user.firstName, user.lastName)
    : initialsOf(user.email);
}
