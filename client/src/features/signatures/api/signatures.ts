// The signature requests' calls (docs/API.md "Signatures"): the owner's list, detail, send, remind
// and void, and the signer's page. Here in lib/ because the documents feature (the viewer's "Send
// for signature") and the signature tool both send requests.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@shared/api/routes";
import type { TSignatureRequestBody, TSignBody } from "@shared/api/signatures";
import { apiCall } from "@/lib/api-client";

export const SIGNATURE_REQUESTS_KEY = ["/api/signature-requests"] as const;

export function useSignatureRequests() {
  return useQuery({
    queryKey: SIGNATURE_REQUESTS_KEY,
    queryFn: () => apiCall(api.signatures.list),
  });
}

export function useSignatureRequest(id: string | undefined) {
  return useQuery({
    queryKey: [...SIGNATURE_REQUESTS_KEY, id],
    queryFn: () => apiCall(api.signatures.get, { params: { id: id ?? "" } }),
    enabled: !!id,
  });
}

export function useSendForSignature(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignatureRequestBody) => apiCall(api.signatures.create, { params: { id: documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY }),
  });
}

export function useRequestAction(id: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY });
  return {
    remind: useMutation({ mutationFn: () => apiCall(api.signatures.remind, { params: { id } }), onSuccess: done }),
    void: useMutation({
      mutationFn: (reason: string) => apiCall(api.signatures.void, { params: { id }, body: { reason } }),
      onSuccess: done,
    }),
  };
}

const signPath = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

export function useSigningPage(token: string) {
  return useQuery({
    queryKey: ["sign", token],
    queryFn: () => apiCall(api.signatures.page, { params: { token } }),
    retry: false,
  });
}

export function useSignerActions(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["sign", token] });
  return {
    sendCode: useMutation({ mutationFn: () => apiCall(api.signatures.sendCode, { params: { token } }) }),
    verifyCode: useMutation({ mutationFn: (code: string) => apiCall(api.signatures.verifyCode, { params: { token }, body: { code } }), onSuccess: refresh }),
    sign: useMutation({ mutationFn: (body: TSignBody) => apiCall(api.signatures.sign, { params: { token }, body }), onSuccess: refresh }),
    decline: useMutation({ mutationFn: (reason: string) => apiCall(api.signatures.decline, { params: { token }, body: { reason } }), onSuccess: refresh }),
  };
}

export const signerDocumentUrl = (token: string, format?: "pdf") => `${signPath(token)}/document${format ? "?format=pdf" : ""}`;
export const signerSignedPdfUrl = (token: string) => `${signPath(token)}/signed.pdf`;
export const ownerSignedPdfUrl = (id: string) => `/api/signature-requests/${id}/signed.pdf`;

export function useVerifyPdf() {
  return useMutation({ mutationFn: (file: Blob) => apiCall(api.signatures.verify, { body: file }) });
}
