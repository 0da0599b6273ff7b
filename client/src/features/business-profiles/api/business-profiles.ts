// Settings → Business calls (docs/API.md "Business profiles"): create, change, delete, make
// default, and the logo, PUT as the file's own bytes with its own type.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TBusinessProfileInput, TBusinessProfilePatch } from "@shared/business/schema";
import { toast } from "@/components/ui/use-toast";
import { api } from "@shared/api/routes";
import { apiCall, apiJson, getErrorMessage, isApiError } from "@/lib/api-client";

export const BUSINESS_PROFILES_URL = "/api/business-profiles";
/** The profiles' query key: the default fetcher GETs /api/business-profiles. */
export const BUSINESS_PROFILES_QUERY_KEY = [BUSINESS_PROFILES_URL] as const;

/**
 * The user's business profiles, the default first (as the server orders them); `enabled: false`
 * waits (a dialog asks only once it opens).
 */
export function useBusinessProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<TBusinessProfile[]>({ queryKey: BUSINESS_PROFILES_QUERY_KEY, enabled });
}

const profileUrl = (id: string) => `${BUSINESS_PROFILES_URL}/${encodeURIComponent(id)}`;

/** The logo rules of PUT /api/business-profiles/:id/logo, checked before a byte is sent. */
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml"] as const;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TOO_LARGE = "The logo must be 1 MB or smaller.";
export const LOGO_WRONG_TYPE = "The logo must be a PNG, JPEG, WebP or SVG image.";

export const PROFILE_TOASTS = {
  saved: (name: string) => ({ title: "Business profile saved", description: `${name} is ready to use on your documents.` }),
  savedWithLogo: (name: string) => ({ title: "Business profile saved", description: `${name} and its logo are ready to use on your documents.` }),
  saveFailed: "Failed to save the business profile. Please try again.",
  checkFields: "Some details need fixing: see the highlighted fields.",
  deleted: (name: string) => ({ title: "Business profile deleted", description: `${name} was deleted.` }),
  deleteFailed: "Failed to delete the business profile. Please try again.",
  madeDefault: (name: string) => ({ title: "Default business updated", description: `${name} is now your default business.` }),
  defaultFailed: "Failed to change your default business. Please try again.",
  logoUploaded: (name: string) => ({ title: "Logo uploaded", description: `${name} now uses this logo.` }),
  logoFailedTitle: "Logo not uploaded",
};

/** What is wrong with a file as a logo, before it is sent; undefined when it may go. */
export function logoFileProblem(file: File): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  return undefined;
}

/** A refused upload in words: the size rule for 413, the server's words for 415, 422 and 503. */
export function logoErrorMessage(err: unknown): string {
  if (isApiError(err, 413)) return LOGO_TOO_LARGE;
  if (isApiError(err, 415)) return err.serverMessage || LOGO_WRONG_TYPE;
  if ([400, 404, 422, 429, 503].some((status) => isApiError(err, status))) return getErrorMessage(err);
  return "Failed to upload the logo. Please try again.";
}

export async function createProfile(input: TBusinessProfileInput): Promise<TBusinessProfile> {
  return apiCall(api.businessProfiles.create, { body: input });
}

export async function updateProfile(id: string, patch: TBusinessProfilePatch | Record<string, unknown>): Promise<TBusinessProfile> {
  return apiJson<TBusinessProfile>("PATCH", profileUrl(id), patch);
}

export async function deleteProfile(id: string): Promise<void> {
  await apiCall(api.businessProfiles.delete, { params: { id } });
}

export function uploadLogo(id: string, file: Blob): Promise<TBusinessProfile> {
  return apiCall(api.businessProfiles.setLogo, { params: { id }, body: file });
}

// The fields a PATCH can clear (null); the rest are a choice from a list, or required.
const NOT_CLEARABLE = new Set(["name", "entityType", "currency", "locale", "paperSize", "primaryColor", "secondaryColor", "isDefault", "remindersEnabled", "reminderDays"]);

/**
 * The PATCH body of a saved form: every field, a cleared one as null (an absent one would be left
 * as it was), and an unchosen list field left out.
 */
export function patchBodyOf(values: TBusinessProfileInput, fields: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const record = values as Record<string, unknown>;
  for (const key of fields) {
    const value = record[key];
    if (value !== undefined) body[key] = value;
    else if (!NOT_CLEARABLE.has(key)) body[key] = null;
  }
  return body;
}

export function useInvalidateProfiles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BUSINESS_PROFILES_QUERY_KEY });
}

export function useDeleteProfile() {
  const invalidate = useInvalidateProfiles();
  return useMutation<void, Error, TBusinessProfile>({
    mutationFn: (profile) => deleteProfile(profile.id),
    onSuccess: (_, profile) => {
      toast(PROFILE_TOASTS.deleted(profile.name));
      void invalidate();
    },
    onError: (err) => {
      console.error(err);
      toast({ variant: "destructive", title: "Error", description: isApiError(err, 404) ? getErrorMessage(err) : PROFILE_TOASTS.deleteFailed });
    },
  });
}

export function useMakeDefault() {
  const invalidate = useInvalidateProfiles();
  return useMutation<TBusinessProfile, Error, TBusinessProfile>({
    mutationFn: (profile) => updateProfile(profile.id, { isDefault: true }),
    onSuccess: (profile) => {
      toast(PROFILE_TOASTS.madeDefault(profile.name));
      void invalidate();
    },
    onError: (err) => {
      console.error(err);
      toast({ variant: "destructive", title: "Error", description: PROFILE_TOASTS.defaultFailed });
    },
  });
}

export function useUploadLogo() {
  const invalidate = useInvalidateProfiles();
  return useMutation<TBusinessProfile, Error, { id: string; file: File }>({
    mutationFn: ({ id, file }) => uploadLogo(id, file),
    onSuccess: (profile) => {
      toast(PROFILE_TOASTS.logoUploaded(profile.name));
      void invalidate();
    },
    onError: (err) => {
      console.error(err);
      toast({ variant: "destructive", title: PROFILE_TOASTS.logoFailedTitle, description: logoErrorMessage(err) });
    },
  });
}
