// The studio's calls: POST /api/logo-studio/kit answers the kit as a ZIP; "Use as my business
// logo" takes logo.png out of that ZIP (fflate, in the browser: no second rendering route) and
// stores it on the business picked in the studio, else the user's default business profile,
// creating one from the name when there is none.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { unzipSync } from "fflate";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TFieldError } from "@shared/api/errors";
import { logoKitFileName, type TLogoKitRequest } from "@shared/logo-studio";
import { fieldErrorsOf } from "@/lib/api-errors";
import { toast } from "@/components/ui/use-toast";
import { api } from "@shared/api/routes";
import { apiCall, apiRequest, isApiError } from "@/lib/api-client";
import { BUSINESS_PROFILES_URL } from "@/features/business-profiles";
import { saveBlob } from "@/lib/download";

export type FieldErrorsHandler = (errors: readonly TFieldError[]) => void;

export const KIT_URL = "/api/logo-studio/kit";

export const KIT_TEXTS = {
  downloaded: "Logo kit downloaded",
  kitFailure: "Failed to create the logo kit. Please try again.",
  saved: "Logo saved to your business profile",
  saveFailure: "Failed to save the logo to your business profile. Please try again.",
};

export async function fetchKit(input: TLogoKitRequest): Promise<Blob> {
  const res = await apiRequest("POST", KIT_URL, input);
  return res.blob();
}

/** logo.png, the only file read out of the ZIP. */
export async function logoPngOf(kit: Blob): Promise<Uint8Array<ArrayBuffer>> {
  const files = unzipSync(new Uint8Array(await kit.arrayBuffer()), {
    filter: (file) => file.name === "logo.png",
  });
  const png = files["logo.png"];
  if (!png) throw new Error("The logo kit has no logo.png");
  return new Uint8Array(png);
}

/** The default profile, else the first, else a new one named after the business. */
async function defaultProfile(name: string): Promise<TBusinessProfile> {
  const list = await apiCall(api.businessProfiles.list);
  const existing = list.find((p) => p.isDefault) ?? list[0];
  if (existing) return existing;
  return apiCall(api.businessProfiles.create, { body: { name } });
}

function putLogo(profileId: string, png: Uint8Array<ArrayBuffer>): Promise<TBusinessProfile> {
  return apiCall(api.businessProfiles.setLogo, { params: { id: profileId }, body: new Blob([png], { type: "image/png" }) });
}

/** What a failed call tells the user: the server's words for a limit, else the generic text. */
function failureText(err: unknown, fallback: string): string {
  if (isApiError(err) && (err.status === 429 || err.status === 503)) return err.serverMessage || fallback;
  return fallback;
}

function onKitError(err: unknown, fallback: string, onFieldErrors?: FieldErrorsHandler) {
  console.error(err);
  const fieldErrors = fieldErrorsOf(err);
  if (fieldErrors.length > 0) onFieldErrors?.(fieldErrors);
  toast({ variant: "destructive", title: "Error", description: failureText(err, fallback) });
}

export function useDownloadKit({ onFieldErrors }: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useMutation<string, Error, TLogoKitRequest>({
    mutationFn: async (input) => {
      const fileName = logoKitFileName(input.name);
      saveBlob(await fetchKit(input), fileName);
      return fileName;
    },
    onSuccess: (fileName) =>
      toast({ title: KIT_TEXTS.downloaded, description: `Your logo and icons are in ${fileName}.` }),
    onError: (err) => onKitError(err, KIT_TEXTS.kitFailure, onFieldErrors),
  });
}

/** The logo's input, and the business it is for (the picked one; else the default, or a new one). */
export interface SaveLogoVariables {
  input: TLogoKitRequest;
  profileId?: string | undefined;
}

export function useSaveBusinessLogo({ onFieldErrors }: { onFieldErrors?: FieldErrorsHandler } = {}) {
  const queryClient = useQueryClient();
  return useMutation<TBusinessProfile, Error, SaveLogoVariables>({
    mutationFn: async ({ input, profileId }) => {
      const png = await logoPngOf(await fetchKit(input));
      const id = profileId ?? (await defaultProfile(input.name)).id;
      return putLogo(id, png);
    },
    onSuccess: (profile) => {
      void queryClient.invalidateQueries({ queryKey: [BUSINESS_PROFILES_URL] });
      toast({ title: KIT_TEXTS.saved, description: `${profile.name} now uses this logo.` });
    },
    onError: (err) => onKitError(err, KIT_TEXTS.saveFailure, onFieldErrors),
  });
}
