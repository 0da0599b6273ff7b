// The signature requests' calls (docs/API.md "Signatures"): the owner's list, detail, send, remind
// and void, and the signer's page. Here in lib/ because the documents feature (the viewer's "Send
// for signature") and the signature tool both send requests.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TSignatureRequest,
  TSignatureRequestBody,
  TSignatureRequestDetail,
  TSigningPage,
  TSignBody,
  TVerifyAnswer,
} from "@shared/api/signatures";
import { apiJson, apiRequest } from "@/lib/api-client";

export const SIGNATURE_REQUESTS_KEY = ["/api/signature-requests"] as const;

export function useSignatureRequests() {
  return useQuery({
    queryKey: SIGNATURE_REQUESTS_KEY,
    queryFn: () => apiJson<TSignatureRequest[]>("GET", "/api/signature-requests"),
  });
}

export function useSignatureRequest(id: string | undefined) {
  return useQuery({
    queryKey: [...SIGNATURE_REQUESTS_KEY, id],
    queryFn: () => apiJson<TSignatureRequestDetail>("GET", `/api/signature-requests/${id}`),
    enabled: !!id,
  });
}

export function useSendForSignature(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignatureRequestBody) =>
      apiJson<TSignatureRequest>("POST", `/api/documents/${documentId}/signature-requests`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY }),
  });
}

export function useRequestAction(id: string) {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: SIGNATURE_REQUESTS_KEY });
  return {
    remind: useMutation({ mutationFn: () => apiRequest("POST", `/api/signature-requests/${id}/remind`), onSuccess: done }),
    void: useMutation({
      mutationFn: (reason: string) => apiJson<TSignatureRequest>("POST", `/api/signature-requests/${id}/void`, { reason }),
      onSuccess: done,
    }),
  };
}

const signPath = (token: string) => `/api/sign/${encodeURIComponent(token)}`;

export function useSigningPage(token: string) {
  return useQuery({
    queryKey: ["sign", token],
    queryFn: () => apiJson<TSigningPage>("GET", signPath(token)),
    retry: false,
  });
}

export function useSignerActions(token: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["sign", token] });
  return {
    sendCode: useMutation({ mutationFn: () => apiRequest("POST", `${signPath(token)}/otp`) }),
    verifyCode: useMutation({ mutationFn: (code: string) => apiRequest("POST", `${signPath(token)}/otp/verify`, { code }), onSuccess: refresh }),
    sign: useMutation({ mutationFn: (body: TSignBody) => apiJson<{ status: "signed"; completed: boolean }>("POST", `${signPath(token)}/sign`, body), onSuccess: refresh }),
    decline: useMutation({ mutationFn: (reason: string) => apiRequest("POST", `${signPath(token)}/decline`, { reason }), onSuccess: refresh }),
  };
}

export const signerDocumentUrl = (token: string, format?: "pdf") => `${signPath(token)}/document${format ? "?format=pdf" : ""}`;
export const signerSignedPdfUrl = (token: string) => `${signPath(token)}/signed.pdf`;
export const ownerSignedPdfUrl = (id: string) => `/api/signature-requests/${id}/signed.pdf`;

export function useVerifyPdf() {
  return useMutation({ mutationFn: (file: Blob) => apiJson<TVerifyAnswer>("POST", "/api/verify", file) });
}
